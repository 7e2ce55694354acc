import type { Product } from "@shared/products";
import { ImageOff, Megaphone, Pencil, Play } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { apiErrorMessage } from "@/lib/api-error-message";
import { cn } from "@/lib/class-names";
import { formatLatin, useFormat } from "@/lib/format";
import { useToggleAvailability } from "./api/toggle-availability";
import { DeleteProductDialog } from "./delete-product-dialog";
import { saleStateOf, variantSummaryOf } from "./sale-state";

function ProductThumbnail({ product }: { product: Product }) {
  const { t } = useTranslation();
  const image = product.media.find((item) => item.kind === "image");
  const hasVideo = product.media.some((item) => item.kind === "video");
  return (
    <div className="relative size-16 shrink-0 overflow-hidden rounded-md border bg-muted">
      {image ? (
        <img src={image.thumbnail_url ?? image.url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="grid size-full place-items-center text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("products.list.noImage")}</span>
        </div>
      )}
      {hasVideo && <Play aria-hidden="true" className="absolute end-1 bottom-1 size-4 fill-current text-white" />}
    </div>
  );
}

/** PROD-14, PROD-17: one product in the list with its switch, edit and delete. */
export function ProductListItem({
  product,
  onEdit,
  onDeleted,
  focusRequested,
  onFocused,
}: {
  product: Product;
  onEdit: () => void;
  onDeleted: () => void;
  /** Its form was just saved or cancelled: the keyboard comes back to this row's edit button. */
  focusRequested: boolean;
  onFocused: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const toggle = useToggleAvailability();
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusRequested || !editButton.current) return;
    // The saved product shows up once the list is read again; a seller already typing the next one keeps the field.
    const typing = document.activeElement?.matches("input, textarea, select, [contenteditable]") ?? false;
    if (typing) return onFocused();
    editButton.current.focus({ preventScroll: true });
    editButton.current.scrollIntoView({ behavior: "smooth", block: "center" });
    onFocused();
  }, [focusRequested, onFocused]);
  const switchId = `product-available-${product.id}`;
  // Marked available but with nothing left: the bot offers it to nobody (shop-catalog.ts), so it says so.
  const saleState = saleStateOf(product);
  const soldOut = saleState === "soldOut";
  const variants = variantSummaryOf(product);
  function setAvailable(isAvailable: boolean) {
    toggle.mutate(
      { id: product.id, isAvailable },
      {
        onError: (error) =>
          toast.error(t("products.toasts.availabilityFailed"), {
            description: apiErrorMessage(t, error, format.locale),
          }),
      },
    );
  }
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <ProductThumbnail product={product} />
        <div className="grid min-w-0 gap-1">
          <p className="truncate font-medium">{product.name}</p>
          <p className="truncate text-muted-foreground text-xs">
            {t("products.list.code", { code: formatLatin(product.product_code, format.locale) })}
          </p>
          <p className="font-medium text-sm">
            {variants && variants.min !== variants.max
              ? t("products.list.priceRange", { min: format.number(variants.min), max: format.toman(variants.max) })
              : format.toman(variants?.min ?? product.price)}
          </p>
          <div className="flex flex-wrap gap-2 text-xs">
            <Badge variant="secondary">{t(`products.categories.${product.category}`, product.category)}</Badge>
            {variants && (
              <span className="text-muted-foreground">
                {t("products.list.variants", { count: variants.count, value: format.number(variants.count) })}
              </span>
            )}
            <span className="text-muted-foreground">
              {product.stock_quantity === null
                ? t("products.list.noStock")
                : t("products.list.stock", { value: format.number(product.stock_quantity) })}
            </span>
          </div>
          {soldOut && (
            <p className="text-danger text-xs">
              {t(variants ? "products.list.soldOutVariantsHint" : "products.list.soldOutHint")}
            </p>
          )}
          {saleState === "noActiveVariants" && (
            <p className="text-danger text-xs">{t("products.list.noActiveVariants")}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-2 pe-2">
          <Switch
            id={switchId}
            checked={product.is_available}
            onCheckedChange={setAvailable}
            aria-label={t("products.list.availableNamed", { name: product.name })}
          />
          <label htmlFor={switchId} className={cn("text-sm", soldOut && "font-medium text-danger")} aria-hidden="true">
            {t(
              soldOut
                ? "products.list.soldOut"
                : product.is_available
                  ? "products.list.available"
                  : "products.list.unavailable",
            )}
          </label>
        </div>
        <Button
          ref={editButton}
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t("products.list.editNamed", { name: product.name })}
        >
          <Pencil aria-hidden="true" />
          {t("products.list.edit")}
        </Button>
        {/* Issue 19: the product becomes a channel post in the publishing page's composer. */}
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/publishing?compose=product&product=${encodeURIComponent(product.id)}`}
            aria-label={t("products.list.postNamed", { name: product.name })}
          >
            <Megaphone aria-hidden="true" />
            {t("products.list.post")}
          </Link>
        </Button>
        <DeleteProductDialog product={product} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
