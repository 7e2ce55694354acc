import { pickCaptions, pickContentIdeas, pickHashtags, pickPostingTime } from "./content-blocks";
import { type ContentIntent, contentIntents, conversationPhrases } from "./corpus";
import { escapeMarkdown, fillTemplate } from "./fill-template";
import { businessTypeLine, firstName, industryText } from "./profile-context";
import { bold, paragraphs, phrasesFor, type ReplyContext, randomFor } from "./reply-context";
import { tehranDayPart } from "./tehran-time";

function capabilityLines(context: ReplyContext, intents: readonly ContentIntent[]): string[] {
  const phrases = conversationPhrases[context.locale];
  const topic = randomFor(context, "example-topic").pick(industryText(context.profile, context.locale).topics);
  return intents.map((intent) => {
    const { text, example } = phrases.capabilities[intent];
    return `- ${fillTemplate(phrases.capabilityLine, { text, example: fillTemplate(example, { topic }) })}`;
  });
}

function nameOf(context: ReplyContext): string {
  const name = firstName(context.profile);
  return name ? escapeMarkdown(name) : conversationPhrases[context.locale].defaultName;
}

export function greetingReply(context: ReplyContext): string {
  const phrases = conversationPhrases[context.locale];
  const random = randomFor(context, "greeting");
  const label = industryText(context.profile, context.locale).label;
  const greeting = fillTemplate(random.pick(phrases.greetings), {
    timeGreeting: phrases.timeGreetings[tehranDayPart(context.now)],
    name: nameOf(context),
  });
  return paragraphs([
    `${greeting} ${fillTemplate(random.pick(phrases.intros), { label })}`,
    [phrases.tryAsking, ...capabilityLines(context, random.sample(contentIntents, 4))].join("\n"),
  ]);
}

export function helpReply(context: ReplyContext): string {
  const phrases = conversationPhrases[context.locale];
  const random = randomFor(context, "help");
  const label = industryText(context.profile, context.locale).label;
  const business = businessTypeLine(context.profile, context.locale);
  return paragraphs([
    bold(phrases.helpHeading),
    [fillTemplate(random.pick(phrases.helpIntros), { label }), ...capabilityLines(context, contentIntents)].join("\n"),
    business ? `💡 ${business.tip}` : null,
  ]);
}

export function thanksReply(context: ReplyContext): string {
  const phrases = conversationPhrases[context.locale];
  const random = randomFor(context, "thanks");
  return `${fillTemplate(random.pick(phrases.thanks), { name: nameOf(context) })} ${random.pick(phrases.nextSteps)}`;
}

/** An unrecognised message still gets something useful: a small pack of today's content and a way forward. */
export function fallbackReply(context: ReplyContext): string {
  const { profile, seed, locale, topic, now } = context;
  const phrases = conversationPhrases[locale];
  const random = randomFor(context, "fallback");
  const label = industryText(profile, locale).label;
  const style = random.pick(["fun", "luxury", "motivational"] as const);
  const [idea] = pickContentIdeas({ profile, seed, locale, topic, count: 1 });
  const [caption] = pickCaptions({ profile, seed, locale, topic, count: 1, styles: [style] })[style];
  const intro = topic
    ? fillTemplate(random.pick(phrases.topicFallbackIntros), { topic })
    : fillTemplate(random.pick(phrases.fallbackIntros), { label });
  const example = fillTemplate(phrases.capabilities[random.pick(contentIntents)].example, {
    topic: topic || random.pick(industryText(profile, locale).topics),
  });
  return paragraphs([
    intro,
    [
      `- 💡 ${idea}`,
      `- ✍️ ${caption}`,
      `- #️⃣ ${pickHashtags({ profile, seed, locale, topic, count: 5 }).join(" ")}`,
      `- ${fillTemplate(phrasesFor(context).labels.postingLine, { time: pickPostingTime({ profile, seed, locale, now }) })}`,
    ].join("\n"),
    fillTemplate(phrases.fallbackOutro, { example }),
  ]);
}
