import type { Locale } from "@shared/locales";
import { paidPlans } from "@shared/plans";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { highlightText, planOffers } from "./plans-message-content";

async function messageLines(locale: Locale) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    resources: { fa: { translation: fullCatalogs.fa }, en: { translation: fullCatalogs.en } },
    interpolation: { escapeValue: false },
  });
  return planOffers(locale).map((offer) => ({
    name: offer.name,
    price: offer.price,
    highlights: offer.highlights.map((highlight) => highlightText(highlight, i18n.t, locale)),
  }));
}

describe("the plans message", () => {
  it("CHAT-31: quotes the catalogue prices a month", async () => {
    const lines = await messageLines("en");
    expect(lines.map(({ price }) => price)).toEqual(["4,500,000 toman", "7,500,000 toman", "15,000,000 toman"]);
    expect(lines.map(({ price }) => price)).toEqual(
      paidPlans.map((plan) => `${plan.priceToman.toLocaleString("en-US")} toman`),
    );
  });

  it("CHAT-31: in Persian the prices have Persian digits", async () => {
    const lines = await messageLines("fa");
    expect(lines.map(({ price }) => price)).toEqual(["۴٬۵۰۰٬۰۰۰ تومان", "۷٬۵۰۰٬۰۰۰ تومان", "۱۵٬۰۰۰٬۰۰۰ تومان"]);
  });

  it("CHAT-32: names Eco, Pro and Ultra (their catalogue names in Persian)", async () => {
    expect((await messageLines("en")).map(({ name }) => name)).toEqual(["Eco", "Pro", "Ultra"]);
    expect((await messageLines("fa")).map(({ name }) => name)).toEqual(paidPlans.map((plan) => plan.name.fa));
  });

  it("CHAT-32: gives each plan its main features", async () => {
    const [eco, pro, ultra] = await messageLines("en");
    expect(eco.highlights).toEqual(["More chat: 100 AI messages a month", "Daily content ideas", "Trending hashtags"]);
    expect(pro.highlights).toEqual([
      "Everything in Eco, plus:",
      "Unlimited chat",
      "Smart captions",
      "Music suggestions",
      "Best posting time analysis",
    ]);
    expect(ultra.highlights).toEqual(["Everything in Pro, plus:", "Everything, unlimited", "Expert consulting"]);
  });

  it("CHAT-32: the Persian features carry Persian digits from the catalogue", async () => {
    const [eco, pro] = await messageLines("fa");
    expect(eco.highlights[0]).toBe("چت بیشتر: ۱۰۰ پیام هوش مصنوعی در ماه");
    expect(pro.highlights[0]).toBe("همهٔ امکانات اکو، به‌علاوه:");
  });
});
