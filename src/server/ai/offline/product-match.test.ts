import { describe, expect, it } from "vitest";
import { normalizeForMatch } from "../../../shared/match-text";
import { productsNamedIn, productsPartlyNamedIn } from "./product-match";
import { asksOnlyWhatACardShows, orderNumberIn } from "./sales-intents";
import { mostRelevant } from "./sales-needs";
import { makeSalesProduct, shopProducts } from "./test/make-sales-request";

const names = (products: readonly { name: string }[]) => products.map((product) => product.name);

describe("matching a buyer's words to the shop's products", () => {
  it("reads Arabic letters, half-spaces, case and Persian digits as the seller wrote them", () => {
    expect(normalizeForMatch("كرم\u200cمرطوب‌کننده ي")).toBe("کرم مرطوب کننده ی");
    expect(normalizeForMatch("Model ۱۲، LAMP-7!")).toBe("model 12 lamp-7");
  });

  it("names the longer product when a shorter name is inside it, and both when both are named apart", () => {
    expect(names(productsNamedIn("قیمت شال پشمی؟", shopProducts))).toEqual(["شال پشمی"]);
    expect(names(productsNamedIn("شال‌های پشمی", shopProducts))).toEqual(["شال پشمی"]);
    expect(names(productsNamedIn("poetry book and desk lamp", shopProducts))).toEqual(["Poetry book", "Desk lamp"]);
  });

  it("names a product by its code, and none for words of no product", () => {
    expect(names(productsNamedIn("CH-1 چنده", shopProducts))).toEqual(["USB-C charger"]);
    expect(productsNamedIn("do you sell laptops?", shopProducts)).toEqual([]);
  });

  it("finds products a message names in part, but not by words like «برای» or 'for'", () => {
    expect(names(productsPartlyNamedIn("lamp for my desk", shopProducts))).toEqual(["Desk lamp"]);
    const forWords = [makeSalesProduct({ name: "Gift for you" }), makeSalesProduct({ name: "برای تو" })];
    expect(productsPartlyNamedIn("something for my mother", forWords)).toEqual([]);
  });

  it("puts the products a question is about first, and gives no more than asked", () => {
    const relevant = mostRelevant("a gift for my mother", shopProducts, 2);
    expect(relevant).toHaveLength(2);
    expect(relevant[0]?.name).toBe("شال پشمی");
    expect(mostRelevant("desk lamp", shopProducts, 40)[0]?.name).toBe("Desk lamp");
    expect(names(mostRelevant("hello", shopProducts, 40))).toEqual(names(shopProducts));
  });
});

describe("what a buyer's message asks", () => {
  it("a price or stock question, or a bare name, asks only what a product's card shows", () => {
    for (const question of ["سلام، قیمت شال پشمی چنده؟", "شال پشمی موجوده؟", "LAMP-7", "how much is the lamp?"]) {
      expect(asksOnlyWhatACardShows(question)).toBe(true);
    }
    for (const question of ["شال پشمی برای مادرم مناسبه؟", "ارسال شال پشمی به شیراز؟", "where is my order"]) {
      expect(asksOnlyWhatACardShows(question)).toBe(false);
    }
  });

  it("reads an order number in either digit system, not a quantity", () => {
    expect(orderNumberIn("وضعیت سفارش ۱۲")).toBe(12);
    expect(orderNumberIn("سفارش شماره 3 کجاست")).toBe(3);
    expect(orderNumberIn("order #7?")).toBe(7);
    expect(orderNumberIn("سفارش ۲ تا شال")).toBeNull();
    expect(orderNumberIn("قیمت شال")).toBeNull();
  });
});
