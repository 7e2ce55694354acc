import type { DailyContentDay } from "@shared/daily-content";
import type { Product } from "@shared/products";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import type { ComposerDraft } from "./composer-draft";
import { openStyles } from "./composer-draft";
import { firstWords } from "./post-words";
import { ProductField } from "./product-field";
import { StyleField } from "./style-field";

type DailySourceProps = {
  day: DailyContentDay | undefined;
  loading: boolean;
  products: readonly Product[];
  draft: ComposerDraft;
  /** A new idea or style brings its own caption: the seller's edits of the last one are let go. */
  onChange: (changes: Partial<ComposerDraft>) => void;
};

/** Today's content as the post's source: an idea, a style the plan opens, and a product to sell, if any. */
export function DailySource({ day, loading, products, draft, onChange }: DailySourceProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseId = useId();
  if (loading) return <Spinner label={t("publishing.composer.loadingContent")} />;
  const content = day?.content;
  if (!content) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-3 text-sm">
        <span>{t("publishing.composer.noDailyContent")}</span>
        <Button asChild variant="outline" size="sm">
          <Link to="/daily-content">{t("publishing.composer.makeDailyContent")}</Link>
        </Button>
      </div>
    );
  }
  const ideas = content.content_ideas;
  const styles = openStyles(day);
  const idea = ideas[draft.ideaIndex];
  return (
    <div className="grid gap-4">
      {ideas.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("publishing.composer.noIdeas")}</p>
      ) : (
        <FormField id={`${baseId}-idea`} label={t("publishing.composer.idea")}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.ideaIndex}
              onChange={(event) => onChange({ ideaIndex: Number(event.target.value), caption: null })}
            >
              {ideas.map((text, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the ideas are the day's list, in order
                <option key={index} value={index}>
                  {`${format.number(index + 1)}. ${firstWords(text, 8)}`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      {idea && (
        <blockquote className="rounded-lg border-primary border-s-4 bg-muted/60 p-3 text-sm">
          <p className="mb-1 font-medium text-muted-foreground text-xs">{t("publishing.composer.ideaContext")}</p>
          <p dir="auto" className="whitespace-pre-wrap text-start">
            {idea}
          </p>
        </blockquote>
      )}
      <StyleField
        id={`${baseId}-style`}
        styles={styles}
        value={draft.style ?? styles[0] ?? "fun"}
        onChange={(style) => onChange({ style, caption: null })}
      />
      <ProductField
        id={`${baseId}-product`}
        products={products}
        value={draft.productId}
        onChange={(productId) => onChange({ productId })}
        optional
      />
    </div>
  );
}
