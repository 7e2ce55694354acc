import { registerPageCatalog } from "@/i18n/page-catalog";

// What a screen reader hears after the label of a required field (the star is hidden from it).
const fa = { formField: { required: "(ضروری)" } };
const en: typeof fa = { formField: { required: "(required)" } };

export const formFieldCatalog = { fa, en };
registerPageCatalog(formFieldCatalog);
