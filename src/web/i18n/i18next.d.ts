import "i18next";
import type { Catalog } from "./fa";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalog };
  }
}
