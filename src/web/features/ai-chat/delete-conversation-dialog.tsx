import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
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

/** Deleting a conversation (and its messages) asks first. */
export function DeleteConversationDialog({ title, onConfirm }: { title: string; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="ghost" className="h-8 px-2 text-danger text-xs hover:text-danger">
          <Trash2 aria-hidden="true" />
          {t("chat.delete")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("chat.deleteDialog.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("chat.deleteDialog.description", { title })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("chat.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t("chat.deleteDialog.confirm")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
