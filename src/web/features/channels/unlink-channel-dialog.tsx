import type { SellerChannel } from "@shared/publishing";
import { Unlink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useUnlinkChannel } from "./api/unlink-channel";

/** Unlinking asks first; the posts made in the channel stay, and the dialog says so. */
export function UnlinkChannelDialog({ channel }: { channel: SellerChannel }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const unlink = useUnlinkChannel();

  function confirm() {
    return unlink.mutateAsync(channel.id).then(
      () => {
        toast.success(t("channels.unlink.done"));
        return true;
      },
      (error: unknown) => {
        toast.error(t("channels.unlink.failed"), { description: apiErrorMessage(t, error, locale) });
        return false;
      },
    );
  }

  return (
    <ConfirmDeleteDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("channels.list.unlink", { title: channel.title })}>
          <Unlink aria-hidden="true" className="text-danger" />
        </Button>
      }
      title={t("channels.unlink.title", { title: channel.title })}
      description={t("channels.unlink.description")}
      cancelLabel={t("channels.unlink.cancel")}
      confirmLabel={t("channels.unlink.confirm")}
      confirmIcon={<Unlink aria-hidden="true" />}
      onConfirm={confirm}
    />
  );
}
