import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";

/** 001 §2, §9: the 30-day money-back guarantee. */
export function GuaranteeBlock() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="plans-guarantee-title"
      className="flex flex-col items-center gap-4 rounded-xl border border-emerald-600/30 bg-emerald-500/10 p-6 text-center sm:flex-row sm:text-start"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
        <ShieldCheck aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-col gap-1">
        <h2 id="plans-guarantee-title" className="font-extrabold text-xl">
          {t("subscriptions.guarantee.title")}
        </h2>
        <p className="text-muted-foreground leading-relaxed">{t("subscriptions.guarantee.description")}</p>
      </div>
    </section>
  );
}
