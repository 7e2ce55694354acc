import type { AiProfile, SalesOrder, SalesProduct } from "../src/server/integrations/ai/engine";
import type { Locale } from "../src/shared/locales";
import {
  type Check,
  distinctOpenings,
  hasHashtags,
  hashtagsAbout,
  hashtagsNotFrom,
  inLanguage,
  listsAtLeast,
  mentions,
  namesOccasion,
  never,
  noEchoInLine,
  noEmoji,
  noEmptyPromise,
  noPlaceholder,
  noRepeatedSentence,
  notAbout,
  notTakenAsName,
  quotesPrice,
  saysAny,
} from "./ai-quality-checks";
import {
  captionEmoji,
  captionsLonger,
  captionsShorter,
  changes,
  everyItemAbout,
  type ImprovedAnswer,
  keeps,
  moreHashtags,
  mostlyNew,
} from "./ai-quality-improve-checks";

export const categories = [
  "caption",
  "ideas",
  "hashtags",
  "bio",
  "product description",
  "occasion",
  "customer reply",
  "sales assistant",
  "improve",
] as const;
export type Category = (typeof categories)[number];

interface CaseBase {
  category: Category;
  locale: Locale;
  request: string;
}
export type QualityCase =
  | (CaseBase & { kind: "chat"; profile: AiProfile; now: Date; checks: Check[] })
  | (CaseBase & { kind: "buyer"; supportText: string | null; orders: SalesOrder[]; checks: Check[] })
  | (CaseBase & { kind: "improve"; profile: AiProfile; checks: Check<ImprovedAnswer>[] });

/** 2026-03-04 is a Wednesday; 12:00 UTC is 15:30 in Tehran. */
export const benchNow = new Date("2026-03-04T12:00:00Z");

// A reviewer's tags of industries a request may be confused with (Persian and English together).
const tagsOf = {
  "men's clothing": ["#لباس_مردانه", "#مردانه", "#کت_و_شلوار", "#menswear", "#mensfashion", "#mensstyle"],
  "shoes and jewellery": ["#کیف_و_کفش", "#کفش", "#زیورآلات", "#جواهرات", "#jewelry", "#shoes", "#sneakers"],
  fashion: ["#مد", "#فشن", "#پوشاک", "#مانتو", "#لباس_زنانه", "#ست_لباس", "#fashion", "#ootd", "#outfitinspo"],
  food: ["#غذا", "#رستوران", "#قهوه", "#دسر", "#فودبلاگر", "#foodie", "#instafood", "#coffee", "#dessert"],
  tech: ["#تکنولوژی", "#برنامه_نویسی", "#هوش_مصنوعی", "#گجت", "#tech", "#coding", "#ai", "#gadgets", "#saas"],
  beauty: ["#آرایش", "#میکاپ", "#سالن_زیبایی", "#ناخن", "#makeup", "#skincare", "#nails", "#beautysalon"],
};
type Industry = keyof typeof tagsOf;
const notFrom = (...industries: Industry[]) =>
  industries.map((industry) => hashtagsNotFrom(industry, tagsOf[industry]));
const wrongForAShawl = [...notFrom("men's clothing", "shoes and jewellery", "food"), noEmoji(["👠", "💍", "👟"])];

export const benchShopName = "کارگاه مهتاب";

/** The sales assistant's small shop: Persian and English names, one without a stock count. */
export const benchShopProducts: SalesProduct[] = [
  {
    name: "شال دستباف پشمی",
    code: "SH-1",
    price: 1_850_000,
    stock: 4,
    category: "clothing",
    description: "شال دستباف از پشم گوسفند، گرم و نرم",
  },
  {
    name: "Handmade ceramic mug",
    code: "CM-2",
    price: 450_000,
    stock: 12,
    category: "home",
    description: "A glazed stoneware mug, 350 ml",
  },
  {
    name: "زعفران سرگل ۴ گرمی",
    code: "SF-1",
    price: 690_000,
    stock: null,
    category: "food",
    description: "زعفران قائنات، برداشت امسال",
  },
  {
    name: "Wool scarf",
    code: "WS-3",
    price: 980_000,
    stock: 3,
    category: "clothing",
    description: "A hand-knitted merino scarf",
  },
  {
    name: "کرم مرطوب‌کننده",
    code: "CR-1",
    price: 320_000,
    stock: 6,
    category: "cosmetics",
    description: "برای پوست خشک",
  },
];
const shawlOrder: SalesOrder = {
  number: 12,
  items: "شال دستباف پشمی",
  amount: 1_850_000,
  orderStatus: "shipped",
  paymentStatus: "paid",
  createdAt: new Date("2026-03-01T08:00:00Z"),
};
const productNames = benchShopProducts.map(({ name }) => name);

const localeOf = (request: string): Locale => (/\p{Script=Arabic}/u.test(request) ? "fa" : "en");

/** Every answer, whatever was asked: its language, no repeats, no echo, no promise, no slot. */
const basics = (locale: Locale, names: string[] = []): Check[] => [
  inLanguage(locale, names),
  noRepeatedSentence,
  distinctOpenings,
  noEchoInLine,
  noEmptyPromise,
  noPlaceholder,
];

function profileFor(industry: string, locale: Locale): AiProfile {
  return {
    fullName: locale === "fa" ? "سارا احمدی" : "Sara Ahmadi",
    industry,
    businessType: "small-business",
    goals: "sales",
    interests: [],
    preferredLanguage: locale,
  };
}

/** A chat request; `day` (YYYY-MM-DD) puts it a few days before the occasion it names. */
function chat(category: Category, request: string, industry: string, checks: Check[], day?: string): QualityCase {
  const locale = localeOf(request);
  const now = day ? new Date(`${day}T09:00:00Z`) : benchNow;
  const profile = profileFor(industry, locale);
  return { kind: "chat", category, locale, request, profile, now, checks: [...basics(locale), ...checks] };
}

function buyer(
  request: string,
  checks: Check[],
  options: { supportText?: string; orders?: SalesOrder[] } = {},
): QualityCase {
  const locale = localeOf(request);
  const { supportText = null, orders = [] } = options;
  return {
    kind: "buyer",
    category: "sales assistant",
    locale,
    request,
    supportText,
    orders,
    checks: [...basics(locale, productNames), ...checks],
  };
}

function improve(request: string, industry: string, checks: Check<ImprovedAnswer>[]): QualityCase {
  const locale = localeOf(request);
  const profile = profileFor(industry, locale);
  return { kind: "improve", category: "improve", locale, request, profile, checks: [...basics(locale), ...checks] };
}

// Issue 18's own examples are among them: the shawl caption, the Yalda promotion for «کافه‌ام», the price
// question, the ceramics shop's English bio, and the improve request once answered «۱. فروش شال دستباف پشمی ۲. …».
export const qualityCases: QualityCase[] = [
  chat("caption", "برای فروش شال دستباف یک کپشن اینستاگرام بنویس", "fashion", [
    mentions("شال دستباف"),
    notTakenAsName("فروش شال دستباف"),
    hashtagsAbout(["شال", "دستباف", "صنایع_دستی"]),
    ...wrongForAShawl,
  ]),
  chat("caption", "یک کپشن برای کیک شکلاتی خانگی بنویس", "food", [
    mentions("کیک شکلاتی"),
    hashtagsAbout(["کیک", "شیرینی", "دسر", "خانگی"]),
    ...notFrom("fashion", "tech"),
  ]),
  chat("caption", "کپشن برای معرفی دوره آموزش زبان انگلیسی", "education", [
    mentions("زبان انگلیسی"),
    ...notFrom("fashion", "food"),
  ]),
  chat("caption", "یه کپشن باحال برای سالن زیبایی‌مون بنویس", "beauty", [
    mentions("سالن زیبایی"),
    notTakenAsName("«سالن زیبایی‌مون»"),
    ...notFrom("food", "tech"),
  ]),
  chat("caption", "برای عسل طبیعی کوهستان یک کپشن لوکس بنویس", "food", [
    mentions("عسل طبیعی"),
    notAbout("coffee", ["قهوه", "کافه"]),
    hashtagsAbout(["عسل", "ارگانیک", "طبیعی"]),
    ...notFrom("fashion", "tech"),
  ]),
  chat("caption", "کپشن برای فروش گوشی سامسونگ دست دوم", "technology", [
    mentions("گوشی سامسونگ"),
    notTakenAsName("فروش گوشی"),
    ...notFrom("fashion", "food", "beauty"),
  ]),
  chat("caption", "Write an Instagram caption for my handmade leather wallets", "fashion", [
    mentions("leather wallet"),
    notTakenAsName("my handmade leather wallets"),
    hashtagsAbout(["leather", "wallet", "handmade"]),
    noEmoji(["👠", "👗"]),
    ...notFrom("food", "tech"),
  ]),
  chat("caption", "caption for our new vegan burger", "food", [
    mentions("vegan burger"),
    hashtagsAbout(["vegan", "burger", "plantbased"]),
    ...notFrom("fashion", "tech"),
  ]),
  chat("caption", "Instagram caption for my yoga studio's morning classes", "health", [
    mentions("yoga"),
    notTakenAsName("my yoga studio"),
    hashtagsAbout(["yoga"]),
    ...notFrom("food", "fashion"),
  ]),
  chat("caption", "write 3 captions for our skincare serum launch", "beauty", [
    mentions("serum"),
    hashtagsAbout(["skincare", "serum", "beauty"]),
    ...notFrom("food", "tech", "men's clothing"),
  ]),
  chat("caption", "caption for selling my hand-knitted wool scarves", "fashion", [
    mentions("wool scarves"),
    notTakenAsName("selling my"),
    ...wrongForAShawl,
  ]),
  chat("caption", "A funny caption for my bakery's sourdough bread", "food", [
    mentions("sourdough"),
    notTakenAsName("my bakery's"),
    hashtagsAbout(["sourdough", "bread", "bakery"]),
    ...notFrom("fashion", "tech"),
  ]),
  // Issue 18: the audience a product names («مردانه», "men's") is who the answer speaks to, in a perfume's words.
  chat("caption", "یک کپشن برای ادکلن مردانه بنویس", "beauty", [
    mentions("ادکلن مردانه"),
    notAbout("a beauty salon", ["سالن", "آرایشگاه", "محیطی بهداشتی"]),
    hashtagsAbout(["عطر", "ادکلن"]),
    noEmoji(["💄", "💅", "👗"]),
  ]),

  chat("ideas", "برای پیج کافه‌ام ایده محتوا بده", "food", [
    mentions("کافه"),
    notTakenAsName("«کافه‌ام»"),
    listsAtLeast(3),
  ]),
  chat("ideas", "۱۰ ایده پست برای فروشگاه صنایع دستی", "ecommerce", [mentions("صنایع دستی"), listsAtLeast(10)]),
  chat("ideas", "ایده ریلز برای آموزشگاه موسیقی", "education", [mentions("موسیقی"), listsAtLeast(3)]),
  chat("ideas", "برای پیج املاکم چی پست کنم؟", "real-estate", [
    mentions("املاک"),
    notTakenAsName("«املاکم»"),
    listsAtLeast(3),
  ]),
  chat("ideas", "content ideas for my dog grooming business", "other", [
    mentions("dog grooming"),
    notTakenAsName("my dog grooming business"),
    listsAtLeast(3),
  ]),
  chat("ideas", "give me 10 post ideas for a ceramics studio", "other", [mentions("ceramic"), listsAtLeast(10)]),
  chat("ideas", "what should I post this week for my coffee shop?", "food", [
    mentions("coffee"),
    notTakenAsName("my coffee shop"),
    listsAtLeast(3),
  ]),
  chat("ideas", "reel ideas for a personal fitness coach", "sports", [mentions("fitness"), listsAtLeast(3)]),
  chat("ideas", "هفت ایده برای پیج عکاسی‌ام", "entertainment", [
    mentions("عکاسی"),
    notTakenAsName("«عکاسی‌ام»"),
    listsAtLeast(7),
  ]),
  chat("ideas", "12 post ideas for my bakery", "food", [mentions("bakery"), listsAtLeast(12)]),

  chat("hashtags", "برای شال دستباف هشتگ بده", "fashion", [
    hasHashtags(10),
    hashtagsAbout(["شال", "دستباف", "صنایع_دستی"]),
    ...wrongForAShawl,
  ]),
  chat("hashtags", "هشتگ برای کافه و شیرینی خانگی", "food", [
    hasHashtags(10),
    hashtagsAbout(["کافه", "شیرینی"]),
    ...notFrom("fashion", "tech", "beauty"),
  ]),
  chat("hashtags", "هشتگ مناسب برای پیج آموزش برنامه نویسی", "education", [
    hasHashtags(10),
    hashtagsAbout(["برنامه_نویسی", "برنامه‌نویسی", "کدنویسی"]),
    ...notFrom("fashion", "food", "beauty"),
  ]),
  chat("hashtags", "هشتگ برای ناخن کاری", "beauty", [
    hasHashtags(10),
    hashtagsAbout(["ناخن"]),
    ...notFrom("men's clothing", "food", "tech"),
  ]),
  chat("hashtags", "hashtags for my handmade ceramics shop", "other", [
    hasHashtags(10),
    hashtagsAbout(["ceramic", "pottery"]),
    ...notFrom("fashion", "food", "tech"),
  ]),
  chat("hashtags", "hashtags for a vegan bakery", "food", [
    hasHashtags(10),
    hashtagsAbout(["vegan", "bakery"]),
    ...notFrom("fashion", "tech"),
  ]),
  chat("hashtags", "best hashtags for a real estate agent in Tehran", "real-estate", [
    hasHashtags(10),
    hashtagsAbout(["realestate", "realtor", "property"]),
    ...notFrom("fashion", "food"),
  ]),
  chat("hashtags", "hashtags for my wedding photography page", "entertainment", [
    hasHashtags(10),
    hashtagsAbout(["wedding", "photography"]),
    ...notFrom("food", "tech"),
  ]),
  chat("hashtags", "hashtags for men's cologne", "beauty", [
    hasHashtags(10),
    hashtagsAbout(["cologne", "fragrance", "perfume"]),
    ...notFrom("beauty", "food", "fashion"),
  ]),

  chat("bio", "برای پیج شال و روسری دستبافم یک بیو بنویس", "fashion", [
    mentions("شال"),
    notTakenAsName("«شال و روسری دستبافم»"),
    ...wrongForAShawl,
  ]),
  chat("bio", "بیو برای پیج کافه‌ام بنویس", "food", [mentions("کافه"), notTakenAsName("«کافه‌ام»")]),
  chat("bio", "یک بیوی حرفه‌ای برای مشاور حقوقی", "consulting", [mentions("حقوقی")]),
  chat("bio", "بیو اینستاگرام برای فروشگاه لوازم آرایشی", "beauty", [mentions("لوازم آرایشی")]),
  chat("bio", "write a bio for my ceramics shop", "other", [mentions("ceramic"), notTakenAsName("my ceramics shop")]),
  chat("bio", "Instagram bio for a freelance web designer", "technology", [mentions("web design")]),
  chat("bio", "bio for my family-run Persian restaurant in Toronto", "food", [
    mentions("Persian restaurant"),
    notTakenAsName("my family-run"),
    mentions("Toronto"),
  ]),
  chat("bio", "short bio for my online plant shop", "ecommerce", [
    mentions("plant"),
    notTakenAsName("my online plant shop"),
  ]),
  chat("bio", "بیو برای آتلیه عکاسی‌ام در شیراز", "entertainment", [
    mentions("آتلیه عکاسی"),
    notTakenAsName("«عکاسی‌ام»"),
    mentions("شیراز"),
  ]),
  chat("bio", "bio for my bakery in Shiraz", "food", [mentions("bakery"), mentions("Shiraz")]),

  chat("product description", "توضیح محصول برای شال دستباف پشمی بنویس", "fashion", [
    mentions("شال دستباف پشمی"),
    ...wrongForAShawl,
  ]),
  chat("product description", "یک توضیح محصول برای ادکلن مردانه", "beauty", [
    mentions("ادکلن مردانه"),
    notAbout("a beauty salon", ["محیطی بهداشتی", "سالن"]),
  ]),
  chat("product description", "توضیحات محصول برای زعفران سرگل قائنات", "food", [
    mentions("زعفران سرگل"),
    ...notFrom("fashion", "tech"),
  ]),
  chat("product description", "برای هدفون بی‌سیم توضیح محصول بنویس", "technology", [
    mentions("هدفون بی‌سیم"),
    notTakenAsName("بی‌سیم توضیح محصول"),
    ...notFrom("fashion", "food"),
  ]),
  chat("product description", "product description for a hand-painted ceramic mug", "other", [
    mentions("ceramic mug"),
    ...notFrom("fashion", "tech"),
  ]),
  chat("product description", "write a product description for organic saffron", "food", [
    mentions("organic saffron"),
    notAbout("coffee", ["coffee", "cafe"]),
    ...notFrom("fashion", "tech"),
  ]),
  chat("product description", "product description for wireless earbuds", "technology", [
    mentions("wireless earbuds"),
    notAbout("software", ["free trial", "interface", "data protection"]),
    ...notFrom("fashion", "food"),
  ]),
  chat("product description", "describe our handmade wool shawl for the online store", "fashion", [
    mentions("wool shawl"),
    ...wrongForAShawl,
  ]),

  chat(
    "occasion",
    "برای شب یلدا یک پست تبلیغاتی برای کافه‌ام بنویس",
    "food",
    [namesOccasion("Yalda", ["یلدا"]), mentions("کافه"), notTakenAsName("«کافه‌ام»"), ...notFrom("fashion")],
    "2025-12-15",
  ),
  chat(
    "occasion",
    "کپشن تبریک نوروز برای مشتری‌های فروشگاهم",
    "ecommerce",
    [namesOccasion("Nowruz", ["نوروز", "سال نو"]), notTakenAsName("«فروشگاهم»"), notTakenAsName("«مشتری‌های فروشگاهم»")],
    "2026-03-15",
  ),
  chat(
    "occasion",
    "برای روز مادر یک کپشن برای فروش گل بنویس",
    "other",
    [namesOccasion("Mother's Day", ["روز مادر"]), mentions("گل"), notTakenAsName("فروش گل")],
    "2025-12-08",
  ),
  chat(
    "occasion",
    "ایده پست برای بلک فرایدی فروشگاه لوازم خانگی",
    "ecommerce",
    [
      namesOccasion("Black Friday", ["بلک فرایدی", "جمعه سیاه"]),
      mentions("لوازم خانگی"),
      notTakenAsName("بلک فرایدی فروشگاه"),
      listsAtLeast(3),
    ],
    "2025-11-24",
  ),
  chat(
    "occasion",
    "یک کپشن به مناسبت روز معلم برای آموزشگاه زبان",
    "education",
    [namesOccasion("Teachers' Day", ["روز معلم"]), mentions("آموزشگاه زبان")],
    "2026-04-28",
  ),
  chat(
    "occasion",
    "برای چهارشنبه سوری یک پست برای قنادی‌مون بنویس",
    "food",
    [namesOccasion("Chaharshanbe Suri", ["چهارشنبه سوری"]), mentions("قنادی"), notTakenAsName("«قنادی‌مون»")],
    "2026-03-12",
  ),
  chat(
    "occasion",
    "کپشن تسلیت محرم برای پیج کافه",
    "food",
    [
      namesOccasion("Muharram", ["محرم", "عاشورا", "تاسوعا"]),
      never("بامزه"),
      never("سفارش"),
      never("تخفیف"),
      noEmoji(["🎉", "🥳", "😂", "😄"]),
    ],
    "2026-06-20",
  ),
  chat(
    "occasion",
    "Nowruz caption for my Persian sweets shop",
    "food",
    [
      namesOccasion("Nowruz", ["Nowruz", "Norooz", "Persian New Year"]),
      mentions("Persian sweets"),
      notTakenAsName("my Persian sweets shop"),
    ],
    "2026-03-15",
  ),
  chat(
    "occasion",
    "Yalda night promotion for my cafe",
    "food",
    [namesOccasion("Yalda", ["Yalda"]), mentions("cafe"), notTakenAsName('"my cafe"'), ...notFrom("fashion")],
    "2025-12-15",
  ),
  chat(
    "occasion",
    "Mother's Day post ideas for a jewelry store",
    "fashion",
    [
      namesOccasion("Mother's Day", ["Mother's Day", "Mother’s Day", "Mothers Day"]),
      mentions("jewelry"),
      listsAtLeast(3),
    ],
    "2025-12-08",
  ),
  chat(
    "occasion",
    "Black Friday caption for our electronics store",
    "technology",
    [namesOccasion("Black Friday", ["Black Friday"]), mentions("electronics")],
    "2025-11-24",
  ),
  chat(
    "occasion",
    "Teachers' Day caption for my language school",
    "education",
    [
      namesOccasion("Teachers' Day", ["Teachers' Day", "Teacher's Day", "Teachers’ Day"]),
      mentions("language school"),
      notTakenAsName("my language school"),
    ],
    "2026-04-28",
  ),
  chat(
    "occasion",
    "Chaharshanbe Suri post for my flower shop",
    "other",
    [
      namesOccasion("Chaharshanbe Suri", ["Chaharshanbe Suri", "Chaharshanbe"]),
      mentions("flower"),
      notTakenAsName("my flower shop"),
    ],
    "2026-03-12",
  ),
  chat(
    "occasion",
    "Sizdah Bedar picnic caption for our bakery",
    "food",
    [namesOccasion("Sizdah Bedar", ["Sizdah Bedar", "Sizdah"]), mentions("bakery")],
    "2026-03-28",
  ),

  chat("customer reply", "مشتری پرسیده قیمت شال چنده، چی جواب بدم؟", "fashion", [mentions("شال")]),
  chat("customer reply", "مشتری از دیر رسیدن سفارشش شکایت کرده، یک جواب محترمانه بنویس", "ecommerce", [
    saysAny("sorry", ["عذر", "پوزش", "متاسف", "متأسف"]),
    saysAny("the delay", ["دیر", "تاخیر", "تأخیر"]),
  ]),
  chat("customer reply", "جواب مشتری که پرسیده ارسال به شهرستان دارید؟", "ecommerce", [
    saysAny("delivery", ["ارسال"]),
    mentions("شهرستان"),
  ]),
  chat("customer reply", "یک پاسخ برای تشکر مشتری از خریدش بنویس", "other", [
    saysAny("thanks", ["ممنون", "سپاس", "مرسی"]),
  ]),
  chat("customer reply", "a customer asked how much the ceramic vase costs, what do I reply?", "other", [
    mentions("ceramic vase"),
  ]),
  chat("customer reply", "reply to a customer complaining their order arrived damaged", "ecommerce", [
    saysAny("sorry", ["sorry", "apolog"]),
    mentions("damaged"),
  ]),
  chat("customer reply", "how should I answer a customer asking about delivery time to Shiraz?", "ecommerce", [
    saysAny("delivery", ["deliver", "shipping"]),
    mentions("Shiraz"),
  ]),
  chat("customer reply", "customer asked if the wool shawl comes in other colors, write a reply", "fashion", [
    mentions("shawl"),
    saysAny("colours", ["color", "colour"]),
  ]),
  chat("customer reply", "مشتری پرسیده کیف چرم رنگ مشکی هم دارید؟ چی جواب بدم", "fashion", [
    mentions("کیف چرم"),
    saysAny("colours", ["رنگ"]),
  ]),
  chat("customer reply", "a customer wants to know if the linen dress comes in size M, how do I reply?", "fashion", [
    mentions("linen dress"),
    saysAny("sizes", ["size"]),
  ]),

  buyer("سلام، قیمت شال دستباف پشمی چنده؟", [mentions("شال دستباف پشمی"), quotesPrice(1_850_000)]),
  buyer("زعفران دارید؟ چند؟", [mentions("زعفران"), quotesPrice(690_000)]),
  buyer("ارسال به شیراز چقدر طول میکشه؟", [saysAny("the delivery days", ["2 تا 4"])], {
    supportText: "ارسال با پست پیشتاز به همه‌ی شهرها، ۲ تا ۴ روز کاری. تعویض تا ۷ روز.",
  }),
  buyer("سفارشم کجاست؟", [saysAny("the order number", ["12"]), saysAny("it was sent", ["ارسال"])], {
    orders: [shawlOrder],
  }),
  buyer("یه هدیه برای مادرم میخوام، چی پیشنهاد میدید؟", [saysAny("a product", productNames)]),
  buyer("how much is the ceramic mug?", [mentions("ceramic mug"), quotesPrice(450_000)]),
  buyer("Do you have the wool scarf in stock?", [
    mentions("wool scarf"),
    saysAny("it is in stock", ["in stock", "available"]),
  ]),
  buyer("How long does shipping to Isfahan take?", [saysAny("the delivery days", ["2 to 4", "2-4"])], {
    supportText: "Shipping by express post to every city, 2 to 4 business days. Exchanges within 7 days.",
  }),
  buyer("where is my order?", [saysAny("the order number", ["12"]), saysAny("it was sent", ["shipped", "sent"])], {
    orders: [shawlOrder],
  }),
  buyer("I need a gift for my mother, what do you suggest?", [saysAny("a product", productNames)]),

  improve("کپشن‌ها رو کوتاه‌تر کن", "fashion", [
    captionsShorter,
    keeps("content_ideas", "trending_hashtags", "viral_music", "optimal_timing"),
  ]),
  improve("هشتگ‌ها رو عوض کن", "fashion", [
    changes("trending_hashtags"),
    mostlyNew("trending_hashtags"),
    keeps("content_ideas", "captions", "viral_music", "optimal_timing"),
  ]),
  improve("کپشن‌ها رو درباره شب یلدا بنویس", "food", [
    everyItemAbout("captions", ["یلدا"]),
    keeps("content_ideas", "trending_hashtags", "viral_music", "optimal_timing"),
  ]),
  improve("کپشن‌ها رو برای فروش شال دستباف پشمی بنویس", "fashion", [
    everyItemAbout("captions", ["شال دستباف پشمی"]),
    notTakenAsName("فروش شال"),
    keeps("content_ideas", "trending_hashtags", "viral_music", "optimal_timing"),
  ]),
  improve("ایموجی‌ها رو از کپشن‌ها حذف کن", "beauty", [
    captionEmoji("none"),
    keeps("content_ideas", "trending_hashtags", "viral_music", "optimal_timing"),
  ]),
  improve("make the captions shorter", "food", [
    captionsShorter,
    keeps("content_ideas", "trending_hashtags", "viral_music", "optimal_timing"),
  ]),
  improve("more hashtags please", "food", [
    moreHashtags,
    keeps("content_ideas", "captions", "viral_music", "optimal_timing"),
  ]),
  improve("rewrite the captions about our new pumpkin latte", "food", [
    everyItemAbout("captions", ["pumpkin latte"]),
    keeps("content_ideas", "trending_hashtags", "viral_music", "optimal_timing"),
  ]),
  improve("give me new content ideas for Nowruz", "ecommerce", [
    mostlyNew("content_ideas"),
    everyItemAbout("content_ideas", ["Nowruz", "Norooz", "Persian New Year"]),
    keeps("captions", "trending_hashtags", "viral_music", "optimal_timing"),
  ]),
  improve("make the captions longer and add emoji", "technology", [
    captionsLonger,
    captionEmoji("every"),
    keeps("content_ideas", "trending_hashtags", "viral_music", "optimal_timing"),
  ]),
];
