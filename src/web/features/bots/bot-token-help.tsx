import type { BotPlatform } from "@shared/bots";
import { CircleHelp } from "lucide-react";
import { useTranslation } from "react-i18next";

/** How a seller gets a token from BotFather (Telegram) or Bale's bot father, for the chosen platform. */
export function BotTokenHelp({ platform }: { platform: BotPlatform }) {
  const { t } = useTranslation();
  const steps = t(`bots.help.${platform}`, { returnObjects: true });
  return (
    <details className="rounded-md border bg-muted/40 px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
        {t("bots.help.title")}
      </summary>
      <ol className="mt-3 list-decimal space-y-1.5 ps-5 text-muted-foreground">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </details>
  );
}
