import { useTranslation } from "react-i18next";
import { useLanguage } from "@/i18n/use-language";
import { useLegalFacts } from "./legal-document";
import { LegalPage } from "./legal-page";
import { termsEn } from "./terms.en";
import { termsFa } from "./terms.fa";
import { termsSectionOrder } from "./terms-sections";

const termsTexts = { fa: termsFa, en: termsEn };

/** /terms (001 §2, STAT-02): the terms of use, payment and bots, for this product. */
export function TermsPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const text = termsTexts[locale](useLegalFacts());
  return (
    <LegalPage
      title={text.title}
      summary={text.summary}
      order={termsSectionOrder}
      sections={text.sections}
      related={{ to: "/privacy", label: t("shell.footer.privacy") }}
    />
  );
}
