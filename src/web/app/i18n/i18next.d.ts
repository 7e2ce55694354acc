import "i18next";
import type { Catalog } from "@/i18n/fa";
import type { PageCatalogs } from "./page-catalogs";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalog & PageCatalogs };
  }
}
