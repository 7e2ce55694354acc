import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { cn } from "@/lib/class-names";
import { MessageBubble } from "./message-bubble";
import { highlightText, planOffers } from "./plans-message-content";

/**
 * 000 §4, DESIGN d5: over the AI quota, an assistant message describes the plans instead of a reply.
 * It is built in the browser and never saved. Shared with /ai-your.
 */
export function PlansMessage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <MessageBubble author="assistant">
      <div className="flex flex-col gap-3">
        <p>{t("chat.plans.intro")}</p>
        <ul className="grid gap-2 sm:grid-cols-3">
          {planOffers(locale).map((offer) => (
            <li
              key={offer.id}
              className={cn(
                "flex flex-col gap-1 rounded-lg border bg-background/60 p-3",
                offer.id === "pro" && "border-primary/60",
              )}
            >
              <p className="flex items-center gap-1.5 font-bold">
                {offer.id === "ultra" && <Crown aria-hidden="true" className="size-4 text-gold" />}
                {offer.name}
              </p>
              <p className="font-medium text-primary text-sm dark:text-accent-foreground">
                {t("chat.plans.perMonth", { price: offer.price })}
              </p>
              <ul className="mt-1 list-disc ps-4 text-muted-foreground text-xs leading-relaxed">
                {offer.highlights.map((highlight) => (
                  <li key={highlight.key}>{highlightText(highlight, t, locale)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <Button asChild variant="luxury" size="sm" className="self-start">
          <Link to="/subscriptions">{t("chat.plans.link")}</Link>
        </Button>
      </div>
    </MessageBubble>
  );
}
