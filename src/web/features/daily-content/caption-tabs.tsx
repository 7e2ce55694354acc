import { type CaptionStyle, type Captions, captionStyles, type DailyContentAccess } from "@shared/daily-content";
import { Lock, MessageSquareQuote } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { openCaptionStyles } from "./content-draft";
import { ContentSection } from "./content-section";
import { CopyButton } from "./copy-button";
import { LockedNotice } from "./locked-notice";

/** 000 §3, §9: captions in three styles, one tab each; a style the plan does not open shows why. */
export function CaptionTabs({ captions, access }: { captions: Captions; access: DailyContentAccess }) {
  const { t } = useTranslation();
  const firstOpen = openCaptionStyles(access)[0] ?? "fun";
  return (
    <ContentSection icon={MessageSquareQuote} title={t("dailyContent.sections.captions")}>
      <Tabs defaultValue={firstOpen}>
        <TabsList aria-label={t("dailyContent.captionStylesLabel")} className="w-full">
          {captionStyles.map((style) => {
            const locked = !access.caption_styles.includes(style);
            return (
              <TabsTrigger key={style} value={style} className="gap-1.5">
                {locked && <Lock aria-hidden="true" className="size-3.5 text-amber-600 dark:text-gold" />}
                {t(`dailyContent.captionStyles.${style}`)}
                {locked && <span className="sr-only"> ({t("dailyContent.locked.label")})</span>}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {captionStyles.map((style) => (
          <TabsContent key={style} value={style}>
            {access.caption_styles.includes(style) ? (
              <CaptionList captions={captions[style]} style={style} />
            ) : (
              <LockedNotice
                reason={t("dailyContent.locked.caption", { style: t(`dailyContent.captionStyles.${style}`) })}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </ContentSection>
  );
}

function CaptionList({ captions, style }: { captions: readonly string[]; style: CaptionStyle }) {
  const { t } = useTranslation();
  const baseId = useId();
  if (captions.length === 0) return <p className="text-muted-foreground text-sm">{t("dailyContent.nothingHere")}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {captions.map((caption, index) => {
        const textId = `${baseId}-${style}-${index}`;
        return (
          <li key={textId} className="flex items-start gap-2 rounded-lg bg-muted/60 p-3">
            <p id={textId} dir="auto" className="flex-1 whitespace-pre-wrap break-words text-start leading-relaxed">
              {caption}
            </p>
            <CopyButton text={caption} item="caption" describedBy={textId} />
          </li>
        );
      })}
    </ul>
  );
}
