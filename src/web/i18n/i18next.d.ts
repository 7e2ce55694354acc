import "i18next";
import type { Catalog } from "./fa";
import type { PageCatalogs } from "./page-catalogs";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalog & PageCatalogs };
  }
}
