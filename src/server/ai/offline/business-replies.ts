import {
  bioTemplates,
  type CustomerReplyKind,
  customerReplyKinds,
  customerReplyTemplates,
  productDescriptionTemplates,
} from "./corpus";
import { capitalizeSentences, escapeMarkdown, fillTemplate } from "./fill-template";
import { toLocaleDigits } from "./normalize-text";
import { businessTypeLine, topicVocabulary } from "./profile-context";
import { bold, paragraphs, phrasesFor, quoted, type ReplyContext, randomFor, subjectOf } from "./reply-context";

const bioOptions = 3;

export function bioReply(context: ReplyContext): string {
  const { profile, locale } = context;
  const phrases = phrasesFor(context);
  const random = randomFor(context, "bio");
  const text = topicVocabulary(profile, locale, context.topic);
  const name = profile.fullName.trim();
  const layouts = bioTemplates[locale].layouts.filter(
    (layout) => name || !layout.some((line) => line.includes("{name}")),
  );
  const bioLines = random.sample(text.bioLines, bioOptions);
  const ctas = random.sample(bioTemplates[locale].ctas, bioOptions);
  // A benefit some bio line already says (with its emoji) would read twice: those are left out.
  const freshBenefits = text.benefits.filter((benefit) => !text.bioLines.some((line) => line.includes(benefit)));
  const nextBenefit = random.deck(freshBenefits.length > 0 ? freshBenefits : text.benefits);
  const nextEmoji = random.deck(text.emojis);
  const businessLine = businessTypeLine(profile, locale)?.bioLine ?? "";
  const options = random.sample(layouts, bioOptions).map((layout, index) => {
    const values = {
      name: escapeMarkdown(name),
      label: text.label,
      // An industry with fewer bio lines than options fills the rest with a benefit, never a line again.
      bioLine: bioLines[index] ?? `${nextEmoji()} ${nextBenefit()}`,
      businessLine,
      benefit: nextBenefit(),
      emoji: nextEmoji(),
      cta: ctas[index % ctas.length],
    };
    const lines = layout.map((line) => fillTemplate(line, values)).filter((line) => line.length > 0);
    const label = fillTemplate(phrases.labels.option, { n: toLocaleDigits(String(index + 1), locale) });
    return `${bold(label)}\n${quoted(lines)}`;
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
  const text = topicVocabulary(profile, locale, context.topic);
  const templates = productDescriptionTemplates[locale];
  const values = {
    product: topic || random.pick(text.topics),
    benefit: random.pick(text.benefits),
    audience: random.pick(text.audience),
    emoji: random.pick(text.emojis),
  };
  return paragraphs([
    bold(fillTemplate(phrases.headings.productDescription, { product: values.product })),
    capitalizeSentences(fillTemplate(random.pick(templates.intros), values)),
    [bold(`${phrases.labels.features}:`), ...random.sample(text.productPoints, 4).map((point) => `- ${point}`)].join(
      "\n",
    ),
    random.pick(templates.closings),
    `${bold(`${phrases.labels.shortVersion}:`)}\n${quoted([fillTemplate(random.pick(templates.shortVersions), values)])}`,
    random.pick(phrases.tips.productDescription),
  ]);
}

/** 2 versions for the kind of message the customer sent, or one of each kind when the user did not say. */
export function customerReplyReply(context: ReplyContext): string {
  const { profile, locale } = context;
  const phrases = phrasesFor(context);
  const random = randomFor(context, "customer");
  const text = topicVocabulary(profile, locale, context.topic);
  const values = { product: random.pick(text.topics), delivery: text.delivery };
  const fill = (kind: CustomerReplyKind, count: number) =>
    random.sample(customerReplyTemplates[locale][kind], count).map((template) => fillTemplate(template, values));
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
