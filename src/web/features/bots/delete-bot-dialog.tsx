import type { SellerBot } from "@shared/bots";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatHandle } from "@/lib/format";
import { useDeleteBot } from "./api/delete-bot";

/** 001 §2: delete asks first; a failure keeps the bot and says "error deleting bot" (§8). */
export function DeleteBotDialog({ bot }: { bot: SellerBot }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const remove = useDeleteBot();
  const username = formatHandle(bot.bot_username, locale);

  function confirm() {
    return remove.mutateAsync(bot.id).then(
      () => {
        toast.success(t("bots.remove.deleted"));
        return true;
      },
      (error: unknown) => {
        toast.error(t("bots.remove.failed"), { description: apiErrorMessage(t, error, locale) });
        return false;
      },
    );
  }

  return (
    <ConfirmDeleteDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("bots.list.delete", { username })}>
          <Trash2 aria-hidden="true" className="text-danger" />
        </Button>
      }
      title={t("bots.remove.title", { username })}
      description={t("bots.remove.description")}
      cancelLabel={t("bots.remove.cancel")}
      confirmLabel={t("bots.remove.confirm")}
      onConfirm={confirm}
    />
  );
}
