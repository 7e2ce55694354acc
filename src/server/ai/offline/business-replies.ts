import type { Locale } from "../../../shared/locales";
import { removeEmoji } from "./caption-rewrites";
import {
  bioTemplates,
  type CustomerReplyKind,
  customerReplyKinds,
  customerReplyTemplates,
  type IndustryText,
  productDescriptionTemplates,
} from "./corpus";
import { asOurs, capitalizeSentences, escapeMarkdown, fillTemplate, hasDeterminer } from "./fill-template";
import { canonicalText, toLocaleDigits } from "./normalize-text";
import { businessTypeLine, topicVocabulary } from "./profile-context";
import { bold, paragraphs, phrasesFor, quoted, type ReplyContext, randomFor, subjectOf } from "./reply-context";
import { complaintIssueText, placeLine } from "./request-details";

const bioOptions = 3;
const leadingEmoji = /^(\p{Extended_Pictographic}\uFE0F?)\s*/u;

/** A bio's selling lines: the industry's bio lines and benefits, each said once («💍 …» and «…» are one). */
function sellingLines(text: IndustryText): Array<{ emoji: string | null; line: string }> {
  const seen = new Set<string>();
  return [...text.bioLines, ...text.benefits].flatMap((entry) => {
    const emoji = leadingEmoji.exec(entry)?.[1] ?? null;
    const line = entry.replace(leadingEmoji, "");
    const key = canonicalText(line);
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ emoji, line }];
  });
}

const capitalized = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

/**
 * Three bios, each naming the subject or the owner, with no line in two of them: selling lines, benefits
 * and calls to action are dealt like cards, the business-type line goes in one bio only.
 */
export function bioReply(context: ReplyContext): string {
  const { profile, locale } = context;
  const phrases = phrasesFor(context);
  const random = randomFor(context, "bio");
  const text = topicVocabulary(profile, locale, context.topic, context.message.audience);
  const name = profile.fullName.trim();
  const [withName, ...rest] = bioTemplates[locale].layouts;
  const layouts = name ? [withName, ...rest.slice(0, bioOptions - 1)] : rest.slice(0, bioOptions);
  const ctas = random.sample(bioTemplates[locale].ctas, bioOptions);
  const nextEmoji = random.deck(text.emojis);
  const lines = random.sample(sellingLines(text), Number.POSITIVE_INFINITY);
  const nextLine = () => lines.shift() ?? { emoji: null, line: "" };
  let businessLine = businessTypeLine(profile, locale)?.bioLine ?? "";
  const title = context.topic ? capitalized(context.topic) : text.label;
  const place = context.message.place ? `📍 ${escapeMarkdown(context.message.place)}` : "";
  const options = layouts.map((layout, index) => {
    const uses = (key: string) => layout.some((line) => line.includes(`{${key}}`));
    const line = () => {
      const next = nextLine();
      return next.line ? `${next.emoji ?? nextEmoji()} ${capitalized(next.line)}` : "";
    };
    const values = {
      name: escapeMarkdown(name),
      title,
      line1: uses("line1") ? line() : "",
      line2: uses("line2") ? line() : "",
      benefit: uses("benefit") ? nextLine().line : "",
      businessLine: uses("businessLine") ? businessLine : "",
      emoji: nextEmoji(),
      place,
      cta: ctas[index % ctas.length],
    };
    if (values.businessLine) businessLine = "";
    const filled = layout.map((each) => fillTemplate(each, values)).filter((each) => /\p{L}/u.test(each));
    const label = fillTemplate(phrases.labels.option, { n: toLocaleDigits(String(index + 1), locale) });
    return `${bold(label)}\n${quoted(filled)}`;
  });
  return paragraphs([
    bold(fillTemplate(phrases.headings.bio, { subject: subjectOf(context) })),
    ...options,
    random.pick(phrases.tips.bio),
  ]);
}

export function productDescriptionReply(context: ReplyContext): string {
  const { profile, locale, topic } = context;
  const phrases = phrasesFor(context);
  const random = randomFor(context, "product");
  const text = topicVocabulary(profile, locale, context.topic, context.message.audience);
  const templates = productDescriptionTemplates[locale];
  const [benefit, shortBenefit = benefit] = random.sample(text.benefits, 2);
  const values = {
    product: topic ? asOurs(topic, locale) : random.pick(text.topics),
    benefit,
    audience: random.pick(text.audience),
    emoji: random.pick(text.emojis),
  };
  // The short version is a label, not a sentence: "🧼 Lavender soap | …", another benefit than the description's.
  const shortValues = { ...values, benefit: shortBenefit, product: topic ? capitalized(topic) : values.product };
  return paragraphs([
    bold(fillTemplate(phrases.headings.productDescription, { product: topic || values.product })),
    capitalizeSentences(fillTemplate(random.pick(templates.intros), values)),
    [bold(`${phrases.labels.features}:`), ...random.sample(text.productPoints, 4).map((point) => `- ${point}`)].join(
      "\n",
    ),
    random.pick(templates.closings),
    `${bold(`${phrases.labels.shortVersion}:`)}\n${quoted([fillTemplate(random.pick(templates.shortVersions), shortValues)])}`,
    random.pick(phrases.tips.productDescription),
  ]);
}

// "the ceramic vase": the product the customer asked about, as an English reply names it.
const withArticle = (product: string, locale: Locale) =>
  locale === "en" && !hasDeterminer(product) ? `the ${product}` : product;

/** 2 versions for the kind of message the customer sent, or one of each kind when the user did not say. */
export function customerReplyReply(context: ReplyContext): string {
  const { profile, locale } = context;
  const phrases = phrasesFor(context);
  const random = randomFor(context, "customer");
  const text = topicVocabulary(profile, locale, context.topic, context.message.audience);
  const { place, complaintIssue } = context.message;
  const values = {
    product: context.topic ? withArticle(context.topic, locale) : random.pick(text.topics),
    delivery: text.delivery,
    issue: complaintIssueText(complaintIssue, locale),
  };
  // The place the customer asked about is answered first: "Yes, we deliver to Shiraz too."
  const opening = (kind: CustomerReplyKind, version: number) =>
    kind === "delivery" && place ? `${placeLine(escapeMarkdown(place), locale, version)} ` : "";
  // A formal reply ("یک جواب محترمانه", "a professional reply") goes without emoji.
  const inTone = (reply: string) => (context.message.tone === "formal" ? removeEmoji(reply) : reply);
  const fill = (kind: CustomerReplyKind, count: number) =>
    random
      .sample(customerReplyTemplates[locale][kind], count)
      .map((template, version) => inTone(opening(kind, version) + fillTemplate(template, values)));
  const kind = context.message.customerKind;
  if (!kind) {
    return paragraphs([
      bold(phrases.headings.customerReply),
      ...customerReplyKinds.map((each) => `${bold(phrases.customerKinds[each])}\n${quoted(fill(each, 1))}`),
    ]);
  }
  return paragraphs([
    bold(`${phrases.headings.customerReply}: ${phrases.customerKinds[kind]}`),
    ...fill(kind, 2).map((reply, index) => {
      const label = fillTemplate(phrases.labels.version, { n: toLocaleDigits(String(index + 1), locale) });
      return `${bold(label)}\n${quoted([reply])}`;
    }),
    random.pick(phrases.tips.customer[kind]),
  ]);
}
