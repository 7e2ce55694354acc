import type { Catalog } from "@/i18n/fa";

export type NavItem = { to: string; label: keyof Catalog["shell"]["nav"]; signedInOnly: boolean };

// 000 §2: home and subscriptions always; the rest only for a signed-in user.
const navItems: readonly NavItem[] = [
  { to: "/", label: "home", signedInOnly: false },
  { to: "/dashboard", label: "dashboard", signedInOnly: true },
  // Issue 35: the seller workspace below the home, one tap away (it is not a page of its own).
  { to: "/dashboard#shop", label: "shop", signedInOnly: true },
  { to: "/ai-chat", label: "aiChat", signedInOnly: true },
  { to: "/daily-content", label: "dailyContent", signedInOnly: true },
  { to: "/profile", label: "profile", signedInOnly: true },
  { to: "/adminto", label: "adminto", signedInOnly: true },
  { to: "/subscriptions", label: "subscriptions", signedInOnly: false },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return navItems.filter((item) => signedIn || !item.signedInOnly);
}

// 000 §2 (SHELL-20) names six; the other static pages of 001 §2 (support, terms, privacy) join them.
export const footerLinks = [
  { to: "/contact", label: "contact" },
  { to: "/support", label: "supportCenter" },
  { to: "/tickets", label: "tickets" },
  { to: "/transactions", label: "transactions" },
  { to: "/sent-emails", label: "sentEmails" },
  { to: "/about", label: "about" },
  { to: "/careers", label: "careers" },
  { to: "/terms", label: "terms" },
  { to: "/privacy", label: "privacy" },
] as const satisfies readonly { to: string; label: keyof Catalog["shell"]["footer"] }[];
