import type { LegalFacts, LegalText } from "./legal-document";
import type { PrivacySectionId } from "./privacy-sections";

export function privacyEn(facts: LegalFacts): LegalText<PrivacySectionId> {
  const { name } = facts;
  return {
    title: "Privacy policy",
    summary: `What ${name} stores about you, why, for how long, who else receives it, and how you delete it. We keep only what the service needs, sell nothing and show no ads.`,
    sections: {
      scope: {
        heading: "Who this policy is for",
        paragraphs: [
          `This policy covers the ${name} website and app: your account, the AI chat, daily content, the seller workspace, the bots sellers connect to it, payments and support. "We" means the team that runs ${name}; "you" means anyone who uses it, with or without an account.`,
        ],
      },
      stored: {
        heading: "What we store",
        paragraphs: ["We store only what you give us or what the service produces for you:"],
        items: [
          "Account: your e-mail address and name, your password as a one-way hash (never the password itself), and your sessions with the IP address and browser of each sign-in.",
          "Profile: industry, business type, goals, preferred language and the avatar image you upload.",
          "AI chat: your conversations and their messages, so you can return to them.",
          "Daily content: the ideas, captions and hashtags made for you each day, and your edits to them.",
          "Payments: the plan, amount, status and date, Zarinpal's authority and reference (ref) codes, and the masked card number Zarinpal reports back. Your full card number is typed on Zarinpal's page and never reaches our server.",
          "Seller workspace: your products and their images, message templates, orders and settings. Your bot tokens, Zarinpal merchant id and the bank card numbers you add for card-to-card payments are stored encrypted and are only ever shown back to you masked.",
          "Your buyers: the names, phone numbers and addresses your bot collects for an order, the messages buyers send your bot, and the receipt photos they send for card-to-card payments.",
          "Support: messages you send through the support or contact form, your tickets and their replies, and job applications with the CV you attach.",
          "E-mails: a copy of each e-mail we send you (welcome, password reset, receipts) in our mail outbox.",
          "Logs: for each request, its method, address, result and duration. Logs never hold message text or passwords, and password-reset links are blanked out.",
        ],
      },
      ai: {
        heading: "What the AI engine receives",
        paragraphs: [
          `By default, AI answers come from ${name}'s built-in offline engine, which runs on our own server: your messages do not leave it, and the app labels its answers "offline engine".`,
          "When we connect an external AI model provider instead, what you ask for (a chat message, or the content you want improved), the recent part of that conversation and the profile details needed for a personal answer (industry, business type, goals, language) are sent to that provider to produce the answer. When a buyer asks a seller's bot a question, the question, that seller's available products and that buyer's own orders are sent the same way.",
        ],
      },
      purposes: {
        heading: "Why we store it",
        paragraphs: [
          "To run the service you asked for: to sign you in, answer in the chat, make your daily content, run your bot and its orders, and keep your plan active.",
          "To handle payments and keep the accounting records the law requires, to answer you when you ask support, and to protect the service from abuse (for example, limits on sign-in attempts).",
          "We do not sell your data, we show no ads, and the app loads no third-party trackers, analytics or fonts.",
        ],
      },
      recipients: {
        heading: "Who else receives data",
        paragraphs: ["Only the services needed for what you do, and only what they need:"],
        items: [
          "Zarinpal, for payments: the amount, a description, the return address and your e-mail address; for a buyer's payment to a seller, the buyer's mobile number.",
          "Telegram or Bale, for the bots: the messages a seller's bot sends and receives pass through the platform it runs on.",
          "An external AI model provider, only when one is connected (see above).",
          "Our e-mail and file storage providers, when they are configured, to deliver e-mails and keep uploaded files.",
          "Authorities, only when Iranian law obliges us to.",
        ],
      },
      retention: {
        heading: "How long we keep it",
        paragraphs: [
          "Account, profile, chats, daily content, tickets, bots, products, orders and everything else tied to your account are kept until you delete the account (you can delete single conversations sooner).",
          "Payments are kept after the account is deleted, because accounting requires them, but with nothing that links them to you.",
          "Messages sent through the support and contact forms and the copies of e-mails we sent are kept for the support history, no longer linked to an account. Ask support and we will erase them.",
          "A session ends when you sign out, or 30 days after your last visit. Logs are kept only as long as needed to keep the service secure and working.",
        ],
      },
      deletion: {
        heading: "How to delete your account",
        paragraphs: [
          "Open Profile → Security → Delete account and confirm with your password. The deletion happens at once and cannot be undone.",
          "It removes your account, sessions, profile and avatar, conversations, daily content, tickets, products and their files, orders and receipts, templates, cards and settings, and disconnects your bots from Telegram or Bale. Payments stay, anonymised, as described above.",
        ],
      },
      cookies: {
        heading: "Cookies and browser storage",
        paragraphs: [
          "We set one cookie: the session cookie that keeps you signed in. It is httpOnly (page scripts cannot read it) and lasts until you sign out, or 30 days after your last visit.",
          `Your chosen language and theme are kept in your browser's localStorage (keys "preferred-language" and "theme") and are never sent to us. There are no advertising or tracking cookies.`,
        ],
      },
      security: {
        heading: "How we protect it",
        paragraphs: [
          "Passwords are stored only as hashes. Bot tokens, merchant ids and card numbers are encrypted with AES-256-GCM under keys that never leave the server. Every request is checked on the server: you can read only your own data, and another user's item answers as if it did not exist.",
          "Our administrators can see what they need to give support and keep the service safe (your account, tickets and payments), and each of their actions on an account is recorded.",
        ],
      },
      buyers: {
        heading: "For sellers: your buyers' data",
        paragraphs: [
          "The data your bot collects from your buyers is yours to look after: use it only to handle their orders, tell them who you are, and answer them when they ask to see or remove it. We store it for you and use it for nothing else; deleting your account removes it.",
        ],
      },
      rights: {
        heading: "Your choices",
        paragraphs: [
          "You can see and correct your profile at any time in Profile, delete conversations in the chat, and delete your account as described above. For a copy of your data, or for anything this page does not answer, write to support.",
        ],
      },
      changes: {
        heading: "Changes to this policy",
        paragraphs: [
          "When this policy changes, the date at the top changes with it. If a change affects how we use data you already gave us, we tell you on the site or by e-mail before it applies.",
        ],
      },
      contact: {
        heading: "Contact",
        paragraphs: [
          `Questions about your data: e-mail ${facts.supportEmail} or call ${facts.supportPhone} (Saturday to Thursday, 9:00 to 18:00).`,
        ],
      },
    },
  };
}
