import { type BotPlatform, botLink } from "@shared/bots";
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
            <LeftToRightRuns text={step} platform={platform} />
          </li>
        ))}
      </ol>
    </details>
  );
}

// Commands, usernames and tokens ("/newbot", "@BotFather") are left to right inside Persian sentences.
const latinRun = /([@/]?[A-Za-z0-9][A-Za-z0-9_:.…]*)/;

/** The sentence with its Latin runs left to right; a username (the bot father) is a link that opens it. */
function LeftToRightRuns({ text, platform }: { text: string; platform: BotPlatform }) {
  return text.split(latinRun).map((part, index) => {
    if (index % 2 === 0) return part;
    const run = part.startsWith("@") ? (
      <a href={botLink(platform, part.slice(1))} target="_blank" rel="noreferrer" className="underline">
        {part}
      </a>
    ) : (
      part
    );
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never move
      <bdi key={index} dir="ltr">
        {run}
      </bdi>
    );
  });
}
