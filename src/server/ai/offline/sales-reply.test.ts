import { describe, expect, it } from "vitest";
import { createOfflineEngine } from "./offline-engine";
import { composeSalesReply } from "./sales-reply";
import { makeSalesOrder, makeSalesRequest, shopProducts } from "./test/make-sales-request";

const support = "ارسال با پست پیشتاز، ۲ تا ۴ روز کاری. پشتیبانی: @sara_support";
const persianScript = /\p{Script=Arabic}/u;
const answer = (question: string, overrides: Parameters<typeof makeSalesRequest>[1] = {}) =>
  composeSalesReply(makeSalesRequest(question, overrides));

/** The products an answer lists ("• name — price, stock"). */
const listedNames = (reply: string) => [...reply.matchAll(/^• (.+?) — /gm)].map((match) => match[1]);

describe("the offline sales assistant: prices and stock (BOT-13)", () => {
  it("gives a named product's price and stock in Persian digits, the longer name over the shorter", () => {
    const reply = answer("سلام، قیمت شال پشمي چنده؟");
    expect(reply).toContain("• شال پشمی — ۱٬۸۵۰٬۰۰۰ تومان، ۴ عدد موجود");
    expect(listedNames(reply)).toEqual(["شال پشمی"]);
    expect(reply.startsWith("سلام")).toBe(true);
  });

  it("answers in English with Latin digits for a buyer whose chat app speaks English", () => {
    const reply = answer("How much is the desk lamp?", { locale: "en" });
    expect(reply).toContain("• Desk lamp — 900,000 toman, 2 in stock");
    expect(reply).toContain("To order, send the product's name and tap “🛒 Order”.");
    expect(reply).not.toContain("تومان");
  });

  it("reads a product written with half-spaces, Arabic letters or by its code", () => {
    expect(answer("كرم مرطوب كننده موجوده؟")).toContain("• کرم مرطوب‌کننده — ۳۲۰٬۰۰۰ تومان، ۶ عدد موجود");
    expect(answer("lamp-7 price", { locale: "en" })).toContain("• Desk lamp — 900,000 toman");
  });

  it("says whether a product is in stock: counted, not counted, or sold out", () => {
    expect(answer("شال موجوده؟")).toContain("• شال — ۴۰۰٬۰۰۰ تومان، موجود");
    const soldOut = [{ ...shopProducts[3], stock: 0 }].flatMap((product) => (product ? [product] : []));
    expect(answer("is the desk lamp in stock?", { products: soldOut, locale: "en" })).toContain(
      "900,000 toman, sold out",
    );
  });

  it("a price question naming no product exactly lists the nearest names, or the category it names", () => {
    expect(listedNames(answer("lamp price?"))).toEqual(["Desk lamp"]);
    const books = answer("قیمت کتاب‌ها چنده؟");
    expect(books).toContain("از دستهٔ کتاب:");
    expect(listedNames(books)).toEqual(["Poetry book"]);
  });

  it("a product the shop does not have is not found, and the buyer is pointed to the support text", () => {
    expect(answer("do you sell laptops?", { supportText: support, locale: "en" })).toBe(
      `I found no product by that name in this shop. Send a product's name or code, or /start to see them all.\n\n${support}`,
    );
  });
});

describe("the offline sales assistant: what suits a need (BOT-13)", () => {
  it("a gift for my mother: suggests products from the catalog that fit, with their figures", () => {
    const reply = answer("a gift for my mother", { locale: "en" });
    const names = listedNames(reply);
    expect(reply).toContain("For that, I'd suggest:");
    expect(names[0]).toBe("شال پشمی");
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(3);
    expect(names).not.toContain("USB-C charger");
    expect(reply).toContain("1,850,000 toman");
  });

  it("leaves out a description written in another language than the answer (issue 18)", () => {
    const reply = answer("a gift for my mother", { locale: "en" });
    expect(reply).toContain("• شال پشمی — 1,850,000 toman");
    expect(reply).not.toContain("گرم و نرم");
    expect(answer("یه هدیه برای مادرم میخوام، چی پیشنهاد میدید؟")).toContain("گرم و نرم");
  });

  it("answers «برای ... چی پیشنهاد می‌کنید» in Persian with products that fit the need", () => {
    const reply = answer("برای پوست خشک چی پیشنهاد می‌کنید؟");
    expect(reply).toContain("برای این نیاز این‌ها را پیشنهاد می‌کنم:");
    expect(listedNames(reply)[0]).toBe("کرم مرطوب‌کننده");
  });

  it("with nothing that fits, says so, shows a few products and points to the seller", () => {
    const reply = answer("something for my car", { products: shopProducts.slice(2, 4), locale: "en" });
    expect(reply).toContain("I found nothing that clearly fits that.");
    expect(reply.endsWith("For this, please ask the seller directly.")).toBe(true);
  });

  it("never names a product that is not in the list it was given", () => {
    const products = shopProducts.slice(0, 2);
    const names = new Set(products.map((product) => product.name));
    for (const question of [
      "a gift for my mother",
      "چی دارید؟",
      "قیمت Desk lamp چنده؟",
      "do you have a poetry book?",
      "یه چیزی برای زمستون پیشنهاد بدید",
    ]) {
      for (const name of listedNames(answer(question, { products }))) expect(names).toContain(name);
    }
  });
});

describe("the offline sales assistant: delivery, orders and what it cannot answer (BOT-13)", () => {
  it("answers delivery with the seller's support text", () => {
    expect(answer("ارسال به شیراز چند روز طول میکشه؟", { supportText: support })).toBe(
      `دربارهٔ ارسال و تحویل، فروشنده گفته است:\n${support}`,
    );
  });

  it("without a support text, says the seller wrote no delivery terms and to ask the seller", () => {
    expect(answer("how long does shipping take?", { locale: "en" })).toBe(
      "The seller has not written their delivery terms here.\n\nFor this, please ask the seller directly.",
    );
  });

  it("tells the buyer their own orders' status, one by its number, in their language", () => {
    const orders = [makeSalesOrder(), makeSalesOrder({ number: 1, items: "شال", orderStatus: "delivered" })];
    expect(answer("سفارشم کجاست؟", { orders })).toBe(
      "سفارش‌های شما:\nسفارش ۳ — Desk lamp: ارسال‌شده، پرداخت‌شده\nسفارش ۱ — شال: تحویل‌شده، پرداخت‌شده",
    );
    expect(answer("وضعیت سفارش ۱؟", { orders })).toBe("سفارش ۱ — شال: تحویل‌شده، پرداخت‌شده");
    expect(answer("what's the status of order 9?", { orders, locale: "en" })).toContain(
      "I found no order number 9 of yours in this shop.\n\nYour orders:\nOrder 3 — Desk lamp: shipped, paid",
    );
  });

  it("a buyer with no orders is told so", () => {
    expect(answer("where is my order?", { locale: "en" })).toBe(
      "You have no orders from this shop yet. Send /start to see the products.",
    );
  });

  it("what it cannot answer it says it found nothing for, with the support text or a line to ask the seller", () => {
    expect(answer("هوا فردا چطوره؟", { supportText: support })).toBe(
      `در این فروشگاه محصولی با این نام پیدا نکردم. نام یا کد محصول را بفرستید، یا برای دیدن همهٔ محصولات /start را بزنید.\n\n${support}`,
    );
    expect(answer("who won the match yesterday?", { locale: "en" })).toBe(
      "I found no product by that name in this shop. Send a product's name or code, or /start to see them all.\n\nFor this, please ask the seller directly.",
    );
  });

  it("greets with the shop's name and thanks back, in the language of the buyer's chat app", () => {
    expect(answer("سلام")).toMatch(/^سلام! به گالری سارا خوش آمدید/);
    expect(answer("hi", { locale: "fa" })).toMatch(/^سلام! به گالری سارا خوش آمدید/);
    expect(answer("hi there", { locale: "en" })).toMatch(/^Hello! Welcome to گالری سارا/);
    expect(answer("مرسی")).toBe("خواهش می‌کنم 🌸 اگر سؤال دیگری دارید، بپرسید.");
  });

  it("answers how to order and pay without inventing payment terms", () => {
    const reply = answer("چطوری سفارش بدم؟");
    expect(reply).toContain("«🛒 سفارش»");
    expect(reply).toMatch(persianScript);
  });

  it("is the offline engine's answerBuyer, the same answer every time", async () => {
    const engine = createOfflineEngine();
    const request = makeSalesRequest("a gift for my mother");
    expect(await engine.answerBuyer(request)).toBe(composeSalesReply(request));
    expect(await engine.answerBuyer(request)).toBe(await engine.answerBuyer(request));
  });
});
