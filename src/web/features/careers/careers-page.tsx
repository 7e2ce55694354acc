import "./catalog";
import { useTranslation } from "react-i18next";
import { CareerBenefits } from "./career-benefits";
import { JobBoard } from "./job-board";

/** /careers (001 §2, STAT-36): benefits, then the open jobs with search, filters and an apply dialog each. */
export function CareersPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 sm:py-14">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="font-extrabold text-3xl sm:text-4xl">{t("careersPage.title")}</h1>
        <p className="max-w-[70ch] text-lg text-muted-foreground leading-8">{t("careersPage.subtitle")}</p>
      </header>
      <CareerBenefits />
      <JobBoard />
    </div>
  );
}
