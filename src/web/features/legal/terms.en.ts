import type { LegalFacts, LegalText } from "./legal-document";
import type { TermsSectionId } from "./terms-sections";

export function termsEn(facts: LegalFacts): LegalText<TermsSectionId> {
  const { name, planDays } = facts;
  return {
    title: "Terms of service",
    summary: `The rules for using ${name}: your account, the plans and their payment, refunds, the AI's answers, and the bots sellers run with it.`,
    sections: {
      agreement: {
        heading: "Agreement",
        paragraphs: [
          `${name} is an AI assistant for Iranian creators, sellers and businesses: an AI chat, daily content ideas and captions, and a seller workspace whose own Telegram or Bale bot presents and sells the seller's products. By creating an account or using the site you accept these terms and our privacy policy.`,
          "You must be old enough to make a contract under Iranian law, or use the service with your guardian's permission.",
        ],
      },
      account: {
        heading: "Your account",
        paragraphs: [
          "Use your own e-mail address and a real name, keep your password to yourself, and tell support at once if you think someone else used your account. You are responsible for what is done with your account.",
        ],
      },
      plans: {
        heading: "Plans and payment",
        paragraphs: [
          `The free plan costs nothing and has the limits shown on the pricing page. Paid plans are monthly: each payment buys ${planDays} days of the plan, at these prices:`,
        ],
        items: [
          ...facts.plans.map((plan) => `${plan.name}: ${plan.price} for ${planDays} days.`),
          "Payments are made in toman through Zarinpal with any Iranian bank card; your card details are entered on Zarinpal's page, not ours.",
          `A plan does not renew by itself: when its ${planDays} days end you return to the free plan until you buy again.`,
          "Buying a plan while another is active switches you to the new plan at once and adds the days left on the old one.",
          "A price change never touches a period you have already paid for.",
        ],
      },
      refunds: {
        heading: "Refunds",
        paragraphs: [
          "Every paid plan has a 30-day money-back guarantee: if you are not satisfied within 30 days of paying, ask support (by ticket or e-mail) for a refund. Refunds are made by hand by our team to the card you paid with, and the plan the refunded payment bought ends when the refund is made.",
        ],
      },
      ai: {
        heading: "AI answers",
        paragraphs: [
          `The answers, ideas and captions ${name} writes are suggestions, made by our offline engine or by a connected AI model. They can be wrong, out of date or unsuitable. Check them before you publish or send them; you are responsible for what you publish.`,
          "AI use has fair limits per plan, enforced by the server; going over a limit shows the plans message instead of an answer.",
        ],
      },
      bots: {
        heading: "Sellers and their bots",
        paragraphs: [
          `A seller connects their own bot and sells their own products. ${name} is a tool for the seller, not a party to the sale:`,
        ],
        items: [
          "You are responsible for your products, their descriptions and prices, delivery, and every message your bot sends, templates and AI answers included.",
          "Your buyers pay you directly, through your own Zarinpal merchant account or by card-to-card to your card; refunds and disputes with buyers are between you and them.",
          "You are responsible for your buyers' data as our privacy policy describes.",
          "The terms of Telegram or Bale apply to your bot as well as these terms.",
          "We may deactivate a bot, without notice when needed, if it sells what the law forbids, deceives buyers, sends spam or otherwise breaks these terms.",
        ],
      },
      "acceptable-use": {
        heading: "Acceptable use",
        paragraphs: ["You may not use the service to:"],
        items: [
          "sell or promote goods or services that Iranian law forbids, or make content that breaks the law;",
          "deceive, defraud or impersonate others, or publish content that infringes another's rights;",
          "send spam or unwanted messages in bulk, through a bot or otherwise;",
          "attack, overload, probe or get around the limits and protections of the service, or reach data that is not yours;",
          "resell access to the service without our written agreement.",
        ],
      },
      "your-content": {
        heading: "Your content",
        paragraphs: [
          "What you write, upload and create with the service stays yours. You allow us to store and process it only to provide the service to you and, for sellers' products, to show it to your buyers through your bot.",
        ],
      },
      availability: {
        heading: "Availability and liability",
        paragraphs: [
          "We work to keep the service available and your data safe, but we cannot promise it will never be interrupted, for example by outages of the internet, Telegram, Bale or Zarinpal. As far as the law allows, our liability for any loss is limited to what you paid us for the current period.",
        ],
      },
      suspension: {
        heading: "Ending the service",
        paragraphs: [
          "You can delete your account at any time from Profile → Security. We may block an account that breaks these terms; a blocked account cannot sign in. If we block an account by mistake, support will restore it.",
        ],
      },
      law: {
        heading: "Governing law",
        paragraphs: [
          "These terms are governed by the laws of the Islamic Republic of Iran. Please bring any disagreement to support first; most are settled there.",
        ],
      },
      changes: {
        heading: "Changes to these terms",
        paragraphs: [
          "When these terms change, the date at the top changes with it. We announce important changes on the site or by e-mail before they apply; using the service after that means you accept them.",
        ],
      },
      contact: {
        heading: "Contact",
        paragraphs: [
          `Questions about these terms: e-mail ${facts.supportEmail} or call ${facts.supportPhone} (Saturday to Thursday, 9:00 to 18:00).`,
        ],
      },
    },
  };
}
