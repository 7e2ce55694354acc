import { describe, expect, it } from "vitest";
import { footerLinks, visibleNavItems } from "./nav-items";

const paths = (signedIn: boolean) => visibleNavItems(signedIn).map((item) => item.to);
const signedInOnly = ["/dashboard", "/ai-chat", "/daily-content", "/profile", "/adminto"];

describe("navigation by sign-in state", () => {
  it("SHELL-14: home and subscriptions are always shown", () => {
    for (const signedIn of [true, false])
      expect(paths(signedIn)).toEqual(expect.arrayContaining(["/", "/subscriptions"]));
  });

  it("SHELL-15: a signed-in user also sees dashboard, AI chat, daily content, profile and adminto", () => {
    expect(paths(true)).toEqual(expect.arrayContaining(signedInOnly));
  });

  it("SHELL-16: a visitor does not see those five links", () => {
    expect(paths(false)).toEqual(["/", "/subscriptions"]);
  });

  it("SHELL-20: the footer links contact, tickets, transactions, sent emails, about and careers", () => {
    expect(footerLinks.map((link) => link.to)).toEqual(
      expect.arrayContaining(["/contact", "/tickets", "/transactions", "/sent-emails", "/about", "/careers"]),
    );
  });

  it("STAT-01: the footer also links support, terms and privacy, so every static page is one click away", () => {
    expect(footerLinks.map((link) => link.to)).toEqual(expect.arrayContaining(["/support", "/terms", "/privacy"]));
  });
});
