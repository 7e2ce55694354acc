import type { BotPlatform } from "@shared/bots";
import { CircleHelp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/i18n/use-language";
import { cn } from "@/lib/class-names";

/** How a seller gets a token from BotFather (Telegram) or Bale's bot father, for the chosen platform. */
export function BotTokenHelp({ platform }: { platform: BotPlatform }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const steps = t(`bots.help.${platform}`, { returnObjects: true });
  return (
    <details className="rounded-md border bg-muted/40 px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
        {t("bots.help.title")}
      </summary>
      <ol
        className={cn(
          "mt-3 space-y-1.5 ps-5 text-muted-foreground",
          locale === "fa" ? "list-[persian]" : "list-decimal",
        )}
      >
        {steps.map((step) => (
          <li key={step}>
            <LeftToRightRuns text={step} />
          </li>
        ))}
      </ol>
    </details>
  );
}

// Commands, usernames and tokens ("/newbot", "@BotFather") are left to right inside Persian sentences.
const latinRun = /([@/]?[A-Za-z0-9][A-Za-z0-9_:.…]*)/;

function LeftToRightRuns({ text }: { text: string }) {
  return text.split(latinRun).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never move
      <bdi key={index} dir="ltr">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}
