import {
  type CaptionList as CaptionListId,
  type CaptionStyle,
  type Captions,
  captionStyles,
  type DailyContentAccess,
} from "@shared/daily-content";
import { paidPlans } from "@shared/plans";
import { Lock, Megaphone, MessageSquareQuote } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useFormat } from "@/lib/format";
import { useCaptionListName } from "./caption-list-name";
import { openCaptionStyles } from "./content-draft";
import { ContentSection } from "./content-section";
import { CopyButton } from "./copy-button";
import { LockedNotice } from "./locked-notice";

/** The cheapest plan that opens a style: plans open the styles in the tabs' order. */
function planOpening(style: CaptionStyle) {
  const index = captionStyles.indexOf(style);
  return paidPlans.find((plan) => plan.allowances.captionStyles === null || plan.allowances.captionStyles > index);
}

/**
 * 000 §3, §9: captions in every style, one tab each; a style the plan does not open shows why. With
 * eleven tabs the list scrolls sideways on a phone instead of squeezing the names.
 */
export function CaptionTabs({ captions, access }: { captions: Captions; access: DailyContentAccess }) {
  const { t } = useTranslation();
  const format = useFormat();
  const firstOpen = openCaptionStyles(access)[0] ?? "fun";
  const listName = useCaptionListName();
  return (
    <ContentSection
      icon={MessageSquareQuote}
      title={t("dailyContent.sections.captions")}
      action={
        // Issue 19: today's ideas and captions become a channel post in the publishing page's composer.
        <Button asChild variant="outline" size="sm">
          <Link to="/publishing?compose=daily">
            <Megaphone aria-hidden="true" />
            {t("dailyContent.postToChannel")}
          </Link>
        </Button>
      }
    >
      <Tabs defaultValue={firstOpen}>
        <TabsList
          aria-label={t("dailyContent.captionStylesLabel")}
          // relative: the locked tabs' screen-reader text (absolutely placed) stays inside the scrolling list.
          className="relative w-full justify-start overflow-x-auto overscroll-x-contain"
        >
          {captionStyles.map((style) => {
            const locked = !access.caption_styles.includes(style);
            return (
              <TabsTrigger key={style} value={style} className="flex-none gap-1.5 whitespace-nowrap">
                {locked && <Lock aria-hidden="true" className="size-3.5 text-amber-600 dark:text-gold" />}
                {t(`dailyContent.captionStyles.${style}`)}
                {locked && <span className="sr-only"> ({t("dailyContent.locked.label")})</span>}
              </TabsTrigger>
            );
          })}
          {access.custom_style && (
            <TabsTrigger value="custom" className="flex-none whitespace-nowrap">
              {listName("custom")}
            </TabsTrigger>
          )}
        </TabsList>
        {captionStyles.map((style) => (
          <TabsContent key={style} value={style}>
            {access.caption_styles.includes(style) ? (
              <CaptionList captions={captions[style]} style={style} />
            ) : (
              <LockedNotice
                reason={t("dailyContent.locked.caption", {
                  style: t(`dailyContent.captionStyles.${style}`),
                  plan: planOpening(style)?.name[format.locale] ?? "",
                })}
              />
            )}
          </TabsContent>
        ))}
        {access.custom_style && (
          <TabsContent value="custom">
            <CaptionList captions={captions.custom} style="custom" />
          </TabsContent>
        )}
      </Tabs>
    </ContentSection>
  );
}

function CaptionList({ captions, style }: { captions: readonly string[]; style: CaptionListId }) {
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
