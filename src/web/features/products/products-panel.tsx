import type { Product } from "@shared/products";
import { PackageOpen, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
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

function ProductList({
  onEdit,
  editingId,
  onStopEditing,
}: {
  onEdit: (product: Product) => void;
  editingId: string | null;
  onStopEditing: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const products = useProducts();
  const { error } = products;

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
  if (products.isError) {
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
  const { items, count } = products.data;
  return (
    <section aria-labelledby="products-list-title" className="grid min-w-0 gap-3">
      <h4 id="products-list-title" className="font-semibold">
        {t("products.list.count", { count, value: format.number(count) })}
      </h4>
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
              onDeleted={() => {
                if (product.id === editingId) onStopEditing();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The products tab (001 §2): the form, then the seller's products with their count. */
export function ProductsPanel() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Product | null>(null);
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h3 className="font-bold text-lg">{t("products.title")}</h3>
        <p className="text-muted-foreground text-sm">{t("products.description")}</p>
      </div>
      <ProductForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      <ProductList
        editingId={editing?.id ?? null}
        onEdit={(product) => {
          setEditing(product);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
        onStopEditing={() => setEditing(null)}
      />
    </div>
  );
}
