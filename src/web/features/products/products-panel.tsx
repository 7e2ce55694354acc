import type { Product } from "@shared/products";
import { PackageOpen, RotateCw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useProducts } from "./api/products";
import "./catalog";
import { ProductForm } from "./product-form";
import { ProductListItem } from "./product-list-item";
import { saleStateOf } from "./sale-state";

function ProductList({
  onEdit,
  editingId,
  onStopEditing,
  focusId,
  onFocused,
}: {
  onEdit: (product: Product) => void;
  editingId: string | null;
  onStopEditing: () => void;
  /** The product whose row takes the focus after its form closed; the heading when it is not listed. */
  focusId: string | null;
  onFocused: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const products = useProducts();
  const { error } = products;
  const heading = useRef<HTMLHeadingElement>(null);
  const pages = products.data?.pages;
  const items = pages?.flatMap((page) => page.items) ?? [];
  const listed = items.some((product) => product.id === focusId);

  useEffect(() => {
    if (focusId === null || listed || !heading.current) return;
    heading.current.focus();
    onFocused();
  }, [focusId, listed, onFocused]);

  // PROD-18: a failed load is told once per failure, beside the retry button below.
  useEffect(() => {
    if (error) toast.error(t("products.toasts.loadFailed"), { description: apiErrorMessage(t, error, format.locale) });
  }, [error, t, format.locale]);

  if (products.isPending) {
    return (
      <div className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> {t("products.list.loading")}
      </div>
    );
  }
  // A later page that failed keeps the pages already shown: the toast tells it and the button below tries again.
  if (!pages) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-danger text-sm">{t("products.toasts.loadFailed")}</p>
        <Button variant="outline" size="sm" onClick={() => void products.refetch()}>
          <RotateCw aria-hidden="true" />
          {t("products.list.retry")}
        </Button>
      </div>
    );
  }
  const count = pages.at(-1)?.count ?? 0;
  // All of them listed and none the bot can offer (shop-catalog.ts): the seller learns why the bot sells nothing.
  const nothingForSale =
    items.length > 0 && items.length === count && items.every((product) => saleStateOf(product) !== "forSale");
  return (
    <section aria-labelledby="products-list-title" className="grid min-w-0 gap-3">
      <h4 id="products-list-title" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {t("products.list.count", { count, value: format.number(count) })}
      </h4>
      {nothingForSale && (
        <p role="status" className="rounded-lg border border-danger/40 p-3 text-danger text-sm">
          {t("products.list.nothingForSale")}
        </p>
      )}
      {items.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
          <PackageOpen aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t("products.list.empty")}</p>
          <p className="text-muted-foreground text-sm">{t("products.list.emptyHint")}</p>
        </div>
      ) : (
        <ul className="grid min-w-0 gap-3">
          {items.map((product) => (
            <ProductListItem
              key={product.id}
              product={product}
              onEdit={() => onEdit(product)}
              focusRequested={product.id === focusId}
              onFocused={onFocused}
              onDeleted={() => {
                if (product.id === editingId) onStopEditing();
              }}
            />
          ))}
        </ul>
      )}
      {products.hasNextPage && (
        <div className="grid justify-items-center gap-2">
          <p id="products-shown" className="text-muted-foreground text-sm">
            {t("products.list.shown", { shown: format.number(items.length), count: format.number(count) })}
          </p>
          <Button
            variant="outline"
            aria-describedby="products-shown"
            disabled={products.isFetchingNextPage}
            onClick={() => void products.fetchNextPage()}
          >
            {products.isFetchingNextPage && <Spinner />}
            {t("products.list.more")}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The products tab (001 §2): the form, then the seller's products with their count, a page at a time. */
export function ProductsPanel() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Product | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const onFocused = useCallback(() => setFocusId(null), []);
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h3 className="font-bold text-lg">{t("products.title")}</h3>
        <p className="text-muted-foreground text-sm">{t("products.description")}</p>
      </div>
      <ProductForm
        key={editing?.id ?? "new"}
        editing={editing}
        onDone={(productId) => {
          setEditing(null);
          setFocusId(productId);
        }}
      />
      <ProductList
        editingId={editing?.id ?? null}
        onEdit={setEditing}
        onStopEditing={() => setEditing(null)}
        focusId={focusId}
        onFocused={onFocused}
      />
    </div>
  );
}
