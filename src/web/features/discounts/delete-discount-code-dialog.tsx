import type { DiscountCode } from "@shared/discounts";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatLatin } from "@/lib/format";
import { useDeleteDiscountCode } from "./api/delete-discount-code";

/** Delete after a confirmation; orders that used the code keep it. */
export function DeleteDiscountCodeDialog({ code }: { code: DiscountCode }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const remove = useDeleteDiscountCode();
  const name = formatLatin(code.code, locale);

  function confirm() {
    return remove.mutateAsync({ id: code.id }).then(
      () => {
        toast.success(t("discounts.toasts.deleted"));
        return true;
      },
      (error: unknown) => {
        toast.error(t("discounts.toasts.deleteFailed"), { description: apiErrorMessage(t, error, locale) });
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
          aria-label={t("discounts.list.deleteNamed", { code: name })}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
          {t("discounts.list.delete")}
        </Button>
      }
      title={t("discounts.remove.title", { code: name })}
      description={t("discounts.remove.description")}
      cancelLabel={t("discounts.remove.cancel")}
      confirmLabel={t("discounts.remove.confirm")}
      onConfirm={confirm}
    />
  );
}
