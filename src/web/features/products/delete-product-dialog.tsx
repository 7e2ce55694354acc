import type { Product } from "@shared/products";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useDeleteProduct } from "./api/delete-product";

/** PROD-16, PROD-21: delete after a confirmation; the product's files go with it. */
export function DeleteProductDialog({ product, onDeleted }: { product: Product; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const remove = useDeleteProduct();

  function confirm() {
    return remove.mutateAsync({ id: product.id }).then(
      () => {
        toast.success(t("products.toasts.deleted"));
        onDeleted();
        return true;
      },
      (error: unknown) => {
        toast.error(t("products.toasts.deleteFailed"), { description: apiErrorMessage(t, error, locale) });
        return false;
      },
    );
  }

  return (
    <ConfirmDeleteDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          aria-label={t("products.list.deleteNamed", { name: product.name })}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
          {t("products.list.delete")}
        </Button>
      }
      title={t("products.remove.title", { name: product.name })}
      description={t("products.remove.description")}
      cancelLabel={t("products.remove.cancel")}
      confirmLabel={t("products.remove.confirm")}
      onConfirm={confirm}
    />
  );
}
