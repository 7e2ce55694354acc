import { CircleHelp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/i18n/use-language";
import { cn } from "@/lib/class-names";
import { LatinText } from "./latin-text";

/** "How to connect": the steps in Meta's dashboard, from a new app to the webhook subscription. */
export function ConnectHelp() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const steps = t("whatsapp.help.steps", { returnObjects: true });
  return (
    <details className="rounded-md border bg-muted/40 px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
        {t("whatsapp.help.title")}
      </summary>
      <ol
        className={cn(
          "mt-3 space-y-2 ps-5 text-muted-foreground leading-relaxed",
          locale === "fa" ? "list-[persian]" : "list-decimal",
        )}
      >
        {steps.map((step) => (
          <li key={step}>
            <LatinText text={step} />
          </li>
        ))}
      </ol>
    </details>
  );
}
