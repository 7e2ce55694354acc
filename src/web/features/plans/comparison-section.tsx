import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ComparisonTable } from "./comparison-table";

/** 001 §2: the full comparison table, hidden until asked for. */
export function ComparisonSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col items-center gap-5">
      <h2 id={titleId} className="text-center font-extrabold text-2xl">
        {t("plans.compare.title")}
      </h2>
      <Button variant="outline" size="lg" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)}>
        {open ? t("plans.compare.hide") : t("plans.compare.show")}
        <ChevronDown aria-hidden="true" className={open ? "rotate-180" : undefined} />
      </Button>
      <div id={tableId} className="w-full">
        {open && <ComparisonTable />}
      </div>
    </section>
  );
}
