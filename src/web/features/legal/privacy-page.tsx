import { useTranslation } from "react-i18next";
import { useLanguage } from "@/i18n/use-language";
import { useLegalFacts } from "./legal-document";
import { LegalPage } from "./legal-page";
import { privacyEn } from "./privacy.en";
import { privacyFa } from "./privacy.fa";
import { privacySectionOrder } from "./privacy-sections";

const privacyTexts = { fa: privacyFa, en: privacyEn };

/** /privacy (001 §2, STAT-03): what is stored, why, for how long and how to delete it. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const text = privacyTexts[locale](useLegalFacts());
  return (
    <LegalPage
      title={text.title}
      summary={text.summary}
      order={privacySectionOrder}
      sections={text.sections}
      related={{ to: "/terms", label: t("shell.footer.terms") }}
    />
  );
}
