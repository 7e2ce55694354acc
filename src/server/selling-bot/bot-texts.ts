import type { ProductCategory } from "../../shared/products";

/** A buyer reads the bot in Persian, or in English when their Telegram speaks English (issue 14). */
export type BuyerLocale = "fa" | "en";

export function buyerLocaleOf(languageCode: string | undefined): BuyerLocale {
  return languageCode?.toLowerCase().startsWith("en") ? "en" : "fa";
}

const numberFormats: Record<BuyerLocale, Intl.NumberFormat> = {
  fa: new Intl.NumberFormat("fa-IR"),
  en: new Intl.NumberFormat("en-US"),
};

export const formatCount = (value: number, locale: BuyerLocale) => numberFormats[locale].format(value);
export const formatToman = (amount: number, locale: BuyerLocale) =>
  locale === "fa" ? `${formatCount(amount, locale)} تومان` : `${formatCount(amount, locale)} toman`;

interface BotTexts {
  welcome: (shop: string) => string;
  chooseCategory: string;
  noProducts: string;
  categoryPage: (category: string, page: string, pages: string) => string;
  categories: Record<ProductCategory, string>;
  price: (price: string) => string;
  stockLeft: (count: string) => string;
  inStock: string;
  code: (code: string) => string;
  productGone: string;
  previous: string;
  next: string;
  backToCategories: string;
  backToCategory: (category: string) => string;
  browseHint: string;
}

export const botTexts: Record<BuyerLocale, BotTexts> = {
  fa: {
    welcome: (shop) => `سلام! به فروشگاه ${shop} خوش آمدید 🌸`,
    chooseCategory: "دسته‌بندی مورد نظرتان را انتخاب کنید:",
    noProducts: "این فروشگاه فعلاً محصولی برای فروش ندارد. کمی بعد دوباره سر بزنید.",
    categoryPage: (category, page, pages) => `${category} — صفحهٔ ${page} از ${pages}`,
    categories: {
      general: "عمومی",
      electronics: "الکترونیک",
      clothing: "پوشاک",
      books: "کتاب",
      food: "خوراکی",
      cosmetics: "آرایشی و بهداشتی",
      sports: "ورزشی",
      home: "خانه",
    },
    price: (price) => `قیمت: ${price}`,
    stockLeft: (count) => `موجودی: ${count} عدد`,
    inStock: "موجود",
    code: (code) => `کد محصول: ${code}`,
    productGone: "این محصول دیگر موجود نیست. محصولات دیگر را ببینید:",
    previous: "‹ قبلی",
    next: "بعدی ›",
    backToCategories: "بازگشت به دسته‌بندی‌ها",
    backToCategory: (category) => `بازگشت به ${category}`,
    browseHint: "برای دیدن محصولات /start را بفرستید.",
  },
  en: {
    welcome: (shop) => `Hello! Welcome to ${shop} 🌸`,
    chooseCategory: "Choose a category:",
    noProducts: "This shop has nothing for sale right now. Please come back a little later.",
    categoryPage: (category, page, pages) => `${category} — page ${page} of ${pages}`,
    categories: {
      general: "General",
      electronics: "Electronics",
      clothing: "Clothing",
      books: "Books",
      food: "Food",
      cosmetics: "Cosmetics",
      sports: "Sports",
      home: "Home",
    },
    price: (price) => `Price: ${price}`,
    stockLeft: (count) => `In stock: ${count}`,
    inStock: "In stock",
    code: (code) => `Product code: ${code}`,
    productGone: "This product is no longer available. See the others:",
    previous: "‹ Previous",
    next: "Next ›",
    backToCategories: "Back to categories",
    backToCategory: (category) => `Back to ${category}`,
    browseHint: "Send /start to see the products.",
  },
};
