import type { DailyContentDay } from "@shared/daily-content";
import type { Product } from "@shared/products";
import { Sparkles } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useProductCaption } from "./api/product-caption";
import { type ComposerDraft, openStyles } from "./composer-draft";
import { postableHashtags } from "./post-words";
import { ProductField } from "./product-field";
import { StyleField } from "./style-field";

type ProductSourceProps = {
  day: DailyContentDay | undefined;
  products: readonly Product[] | undefined;
  draft: ComposerDraft;
  onChange: (changes: Partial<ComposerDraft>) => void;
  productError?: string;
};

/** A product as the post's source: the AI engine writes its caption in a style the plan opens. */
export function ProductSource({ day, products, draft, onChange, productError }: ProductSourceProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseId = useId();
  const write = useProductCaption();
  const styles = openStyles(day);
  const style = draft.style ?? styles[0] ?? "fun";
  if (products !== undefined && products.length === 0) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-3 text-sm">
        <span>{t("publishing.composer.noProducts")}</span>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard?tab=products">{t("publishing.composer.addProduct")}</Link>
        </Button>
      </div>
    );
  }

  function writeCaption() {
    write.mutate(
      { product_id: draft.productId, caption_style: style, locale: format.locale },
      {
        onSuccess: (written) => {
          onChange({ caption: written.caption, hashtagsText: postableHashtags(written.hashtags).join(" ") });
          toast.success(t("publishing.composer.written"));
        },
        onError: (error) =>
          toast.error(t("publishing.composer.writeFailed"), { description: apiErrorMessage(t, error, format.locale) }),
      },
    );
  }

  return (
    <div className="grid gap-4">
      <ProductField
        id={`${baseId}-product`}
        products={products ?? []}
        value={draft.productId}
        onChange={(productId) => onChange({ productId })}
        optional={false}
        error={productError}
      />
      <StyleField id={`${baseId}-style`} styles={styles} value={style} onChange={(next) => onChange({ style: next })} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={writeCaption}
          disabled={draft.productId === "" || write.isPending}
          aria-busy={write.isPending || undefined}
        >
          {write.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {t("publishing.composer.writeCaption")}
        </Button>
        {write.isPending && (
          <span role="status" className="text-muted-foreground text-sm">
            {t("publishing.composer.writing")}
          </span>
        )}
      </div>
    </div>
  );
}
