// The product's name and support contacts, shown in the shell, footer and e-mails (docs/decisions/001).
export const brand = {
  name: { fa: "محتوایار", en: "Mohtavayar" },
  supportEmail: "support@mohtavayar.ir",
  supportPhone: "021-91001234",
} as const;
