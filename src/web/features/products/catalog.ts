import { registerPageCatalog } from "@/i18n/page-catalog";

const fa = { products: { title: "محصولات" } };
const en: typeof fa = { products: { title: "Products" } };

export const productsCatalog = { fa, en };
registerPageCatalog(productsCatalog);
