import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";

/** TPL-08: deleting a template asks first; a failed delete keeps the dialog open to try again. */
export function DeleteTemplateDialog({
  name,
  disabled,
  onConfirm,
}: {
  name: string;
  disabled: boolean;
  onConfirm: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteDialog
      trigger={
        <Button
          size="sm"
          variant="ghost"
          disabled={disabled}
          aria-label={t("templates.card.deleteLabel", { name })}
          className="text-danger hover:text-danger"
        >
          <Trash2 aria-hidden="true" />
          {t("templates.card.delete")}
        </Button>
      }
      title={t("templates.remove.title", { name })}
      description={t("templates.remove.description")}
      cancelLabel={t("templates.remove.cancel")}
      confirmLabel={t("templates.remove.confirm")}
      onConfirm={onConfirm}
    />
  );
}
