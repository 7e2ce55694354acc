import { captionStyles } from "../../../shared/daily-content";
import {
  pickCaptions,
  pickContentIdeas,
  pickHashtagGroups,
  pickHashtags,
  pickPostingTime,
  pickViralMusic,
} from "./content-blocks";
import { industries } from "./corpus";
import { escapeMarkdown, fillTemplate } from "./fill-template";
import { canonicalText, toLocaleDigits } from "./normalize-text";
import { businessTypeLine, goalTips, interestTipsFor, profileIndustry } from "./profile-context";
import { bold, numbered, paragraphs, phrasesFor, type ReplyContext, randomFor, subjectOf } from "./reply-context";
import type { DayKind } from "./tehran-time";

const dayOrder: readonly DayKind[] = ["weekday", "thursday", "friday"];
// A caption request that names no style gets the first three (Eco's), not two of every style.
const unnamedRequestStyles = captionStyles.slice(0, 3);
const maxGoalLength = 60;
// "۱۰ ایده": as many ideas as asked, up to what the corpus holds for one industry and subject.
const maxIdeas = 15;
const maxCaptionsPerStyle = 5;

export function captionReply(context: ReplyContext): string {
  const { profile, seed, locale, topic } = context;
  const phrases = phrasesFor(context);
  const requested = context.message.captionStyles;
  const styles = requested.length > 0 ? requested : unnamedRequestStyles;
  // "3 captions" over three styles is one of each; unasked, two of each (three of a style the user named).
  const asked = context.message.count;
  const count = asked ? Math.min(Math.ceil(asked / styles.length), maxCaptionsPerStyle) : requested.length > 0 ? 3 : 2;
  const captions = pickCaptions({ profile, seed, locale, topic, styles, count });
  const hashtags = pickHashtags({ profile, seed, locale, topic, count: 8 });
  return paragraphs([
    bold(fillTemplate(phrases.headings.caption, { subject: subjectOf(context) })),
    ...captionStyles
      .filter((style) => styles.includes(style))
      .map((style) => [bold(phrases.styleHeadings[style]), ...numbered(captions[style])].join("\n")),
    `${bold(phrases.labels.suggestedHashtags)} ${hashtags.join(" ")}`,
    randomFor(context, "tip").pick(phrases.tips.caption),
  ]);
}

function goalLine(context: ReplyContext): string | null {
  const { profile, locale } = context;
  const tips = goalTips(profile, locale);
  if (!profile.goals || tips.length === 0) return null;
  const goal =
    profile.goals.length > maxGoalLength ? `${profile.goals.slice(0, maxGoalLength).trimEnd()}…` : profile.goals;
  return fillTemplate(phrasesFor(context).labels.goalLine, {
    goal: escapeMarkdown(goal),
    tip: randomFor(context, "goal").pick(tips),
  });
}

function profileTip(context: ReplyContext): string | null {
  const { profile, locale } = context;
  const business = businessTypeLine(profile, locale);
  const tips = [...interestTipsFor(profile, locale), ...(business ? [business.tip] : [])];
  return tips.length > 0 ? `💡 ${randomFor(context, "profile-tip").pick(tips)}` : null;
}

function postingLine(context: ReplyContext): string {
  const { profile, seed, locale, now } = context;
  return fillTemplate(phrasesFor(context).labels.postingLine, {
    time: pickPostingTime({ profile, seed, locale, now }),
  });
}

const openingOf = (idea: string) =>
  canonicalText(idea)
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .join(" ");

/** As many ideas as asked (while the corpus has them), no two opening alike ("A story poll…" once). */
function distinctIdeas(context: ReplyContext, wanted: number): string[] {
  const { profile, seed, locale, topic } = context;
  let ideas: string[] = [];
  for (let count = wanted; count <= maxIdeas && ideas.length < wanted; count++) {
    const openings = new Set<string>();
    ideas = pickContentIdeas({ profile, seed, locale, topic, count }).filter((idea) => {
      const opening = openingOf(idea);
      if (openings.has(opening)) return false;
      openings.add(opening);
      return true;
    });
  }
  return ideas.slice(0, wanted);
}

export function ideasReply(context: ReplyContext): string {
  const phrases = phrasesFor(context);
  const ideas = distinctIdeas(context, Math.min(context.message.count ?? 5, maxIdeas));
  const count = toLocaleDigits(String(ideas.length), context.locale);
  return paragraphs([
    bold(fillTemplate(phrases.headings.ideas, { count, subject: subjectOf(context) })),
    numbered(ideas).join("\n"),
    goalLine(context),
    profileTip(context),
    postingLine(context),
  ]);
}

export function hashtagsReply(context: ReplyContext): string {
  const { profile, seed, locale, topic } = context;
  const phrases = phrasesFor(context);
  const { niche, trending } = pickHashtagGroups({ profile, seed, locale, topic, count: 15 });
  return paragraphs([
    bold(fillTemplate(phrases.headings.hashtags, { subject: subjectOf(context) })),
    [
      `${bold(phrases.labels.industryTags)}: ${niche.join(" ")}`,
      `${bold(phrases.labels.trendingTags)}: ${trending.join(" ")}`,
    ].join("\n\n"),
    randomFor(context, "tip").pick(phrases.tips.hashtags),
  ]);
}

export function musicReply(context: ReplyContext): string {
  const { profile, seed, locale } = context;
  const phrases = phrasesFor(context);
  const songs = pickViralMusic({ profile, seed, locale, count: 5 });
  return paragraphs([
    bold(fillTemplate(phrases.headings.music, { subject: subjectOf(context) })),
    numbered(songs.map((song) => fillTemplate(phrases.labels.songLine, { ...song }))).join("\n"),
    randomFor(context, "tip").pick(phrases.tips.music),
  ]);
}

export function postingTimeReply(context: ReplyContext): string {
  const { profile, locale } = context;
  const phrases = phrasesFor(context);
  const slots = industries[profileIndustry(profile)].postingSlots;
  const slotLines = dayOrder.flatMap((day) =>
    slots
      .filter((slot) => slot.day === day)
      .map((slot) => {
        const range = fillTemplate(phrases.labels.timeRange, {
          from: toLocaleDigits(slot.from, locale),
          to: toLocaleDigits(slot.to, locale),
        });
        return `- ${bold(`${phrases.dayKinds[day]}:`)} ${range} — ${slot.reason[locale]}`;
      }),
  );
  return paragraphs([
    bold(fillTemplate(phrases.headings.postingTime, { subject: subjectOf(context) })),
    slotLines.join("\n"),
    postingLine(context),
    phrases.labels.timezoneNote,
    randomFor(context, "tip").pick(phrases.tips.postingTime),
  ]);
}
