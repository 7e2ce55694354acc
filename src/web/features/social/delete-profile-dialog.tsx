import type { SocialProfile } from "@shared/social";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatHandle } from "@/lib/format";
import { useDeleteSocialProfile } from "./api/delete-social-profile";

/** SOC-03: delete asks first; a failure keeps the profile and says why. */
export function DeleteProfileDialog({ profile }: { profile: SocialProfile }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const remove = useDeleteSocialProfile();
  const username = formatHandle(profile.username, locale);

  function confirm() {
    return remove.mutateAsync(profile.id).then(
      () => {
        toast.success(t("social.remove.deleted"));
        return true;
      },
      (error: unknown) => {
        toast.error(t("social.remove.failed"), { description: apiErrorMessage(t, error, locale) });
        return false;
      },
    );
  }

  return (
    <ConfirmDeleteDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("social.list.delete", { username })}>
          <Trash2 aria-hidden="true" className="text-danger" />
        </Button>
      }
      title={t("social.remove.title", { username })}
      description={t("social.remove.description")}
      cancelLabel={t("social.remove.cancel")}
      confirmLabel={t("social.remove.confirm")}
      onConfirm={confirm}
    />
  );
}
