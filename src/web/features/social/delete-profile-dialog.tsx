import type { SocialProfile } from "@shared/social";
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
import { useDeleteSocialProfile } from "./api/delete-social-profile";

/** SOC-03: delete asks first; a failure keeps the profile and says why. */
export function DeleteProfileDialog({ profile }: { profile: SocialProfile }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const remove = useDeleteSocialProfile();
  const username = formatHandle(profile.username, locale);

  function confirm() {
    remove.mutate(profile.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t("social.remove.deleted"));
      },
      onError: (error) => toast.error(t("social.remove.failed"), { description: apiErrorMessage(t, error, locale) }),
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("social.list.delete", { username })}>
          <Trash2 aria-hidden="true" className="text-danger" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("social.remove.title", { username })}</AlertDialogTitle>
          <AlertDialogDescription>{t("social.remove.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("social.remove.cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {t("social.remove.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
