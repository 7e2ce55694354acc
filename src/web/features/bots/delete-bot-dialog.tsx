import type { SellerBot } from "@shared/bots";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatHandle } from "@/lib/format";
import { useDeleteBot } from "./api/delete-bot";

/** 001 §2: delete asks first; a failure keeps the bot and says "error deleting bot" (§8). */
export function DeleteBotDialog({ bot }: { bot: SellerBot }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const remove = useDeleteBot();
  const username = formatHandle(bot.bot_username, locale);

  function confirm() {
    remove.mutate(bot.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t("bots.remove.deleted"));
      },
      onError: (error) => toast.error(t("bots.remove.failed"), { description: apiErrorMessage(t, error, locale) }),
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("bots.list.delete", { username })}>
          <Trash2 aria-hidden="true" className="text-danger" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("bots.remove.title", { username })}</AlertDialogTitle>
          <AlertDialogDescription>{t("bots.remove.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("bots.remove.cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {t("bots.remove.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
