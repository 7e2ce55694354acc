import { Ban } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useBlockUser } from "./api/block-user";
import { ReasonForm } from "./reason-form";

/** ADM-15, DESIGN d7: blocking asks for the reason the record keeps; the user is locked out at once. */
export function BlockUserDialog({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const block = useBlockUser();
  const [open, setOpen] = useState(false);

  async function submit(reason: string) {
    try {
      await block.mutateAsync({ id: userId, reason });
      toast.success(t("admin.users.toasts.blocked", { name }));
      setOpen(false);
    } catch (error) {
      toast.error(t("admin.users.toasts.failed"), { description: apiErrorMessage(t, error, locale) });
      throw error;
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t("admin.users.actions.blockNamed", { name })}
          className="text-danger hover:text-danger"
        >
          <Ban aria-hidden="true" />
          {t("admin.users.actions.block")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("admin.users.blockDialog.cancel")}>
        <DialogHeader>
          <DialogTitle>{t("admin.users.blockDialog.title", { name })}</DialogTitle>
          <DialogDescription>{t("admin.users.blockDialog.description")}</DialogDescription>
        </DialogHeader>
        <ReasonForm
          id={`block-reason-${userId}`}
          label={t("admin.users.blockDialog.reason")}
          hint={t("admin.users.blockDialog.reasonHint")}
          cancelLabel={t("admin.users.blockDialog.cancel")}
          submitLabel={t("admin.users.blockDialog.confirm")}
          onSubmit={submit}
        />
      </DialogContent>
    </Dialog>
  );
}
