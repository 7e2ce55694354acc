import type { Product } from "@shared/products";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
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
    remove.mutate(
      { id: product.id },
      {
        onSuccess: () => {
          toast.success(t("products.toasts.deleted"));
          onDeleted();
        },
        onError: (error) =>
          toast.error(t("products.toasts.deleteFailed"), { description: apiErrorMessage(t, error, locale) }),
      },
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={t("products.list.deleteNamed", { name: product.name })}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
          {t("products.list.delete")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("products.remove.title", { name: product.name })}</AlertDialogTitle>
          <AlertDialogDescription>{t("products.remove.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("products.remove.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>{t("products.remove.confirm")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
