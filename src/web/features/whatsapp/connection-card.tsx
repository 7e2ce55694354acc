import type { WhatsappConnection } from "@shared/whatsapp";
import { Unplug } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatLatin, useFormat } from "@/lib/format";
import { useDisconnectWhatsappNumber } from "./api/disconnect-number";
import { AutoReplySwitch } from "./auto-reply-switch";
import { CopyField } from "./copy-field";
import { RenewTokensDialog } from "./renew-tokens-dialog";
import { TestMessageDialog } from "./test-message-dialog";
import { WebhookStatus } from "./webhook-status";

/** One connected number: what Meta calls it, its masked secrets, the webhook to paste, and its controls. */
export function ConnectionCard({ connection }: { connection: WhatsappConnection }) {
  const { t } = useTranslation();
  const format = useFormat();
  const number = connection.display_phone_number;
  const titleId = `whatsapp-connection-${connection.id}`;
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="font-bold text-lg leading-tight">
            <bdi>{connection.verified_name}</bdi>
          </h3>
          <p className="text-muted-foreground text-sm">
            <bdi dir="ltr">{format.digits(number)}</bdi>
            <span aria-hidden="true"> · </span>
            {t("whatsapp.connection.connectedAt", { time: format.date(connection.connected_at) })}
          </p>
        </div>
        <WebhookStatus verifiedAt={connection.webhook_verified_at} />
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <MaskedSecret label={t("whatsapp.connection.accessToken")} value={connection.masked_access_token} />
          <MaskedSecret label={t("whatsapp.connection.appSecret")} value={connection.masked_app_secret} />
        </dl>
        <div className="grid gap-3">
          <div className="grid gap-3 md:grid-cols-[3fr_2fr]">
            <CopyField
              id={`${titleId}-webhook`}
              label={t("whatsapp.connection.webhookUrl")}
              value={connection.webhook_url}
            />
            <CopyField
              id={`${titleId}-verify`}
              label={t("whatsapp.connection.verifyToken")}
              value={connection.verify_token}
            />
          </div>
          <p className="text-muted-foreground text-xs leading-relaxed">{t("whatsapp.connection.webhookHint")}</p>
        </div>
        <AutoReplySwitch connectionId={connection.id} on={connection.auto_reply} />
        <div className="flex flex-wrap gap-2">
          <TestMessageDialog connectionId={connection.id} displayNumber={number} />
          <RenewTokensDialog
            phoneNumberId={connection.phone_number_id}
            number={formatLatin(format.digits(number), format.locale)}
          />
          <DisconnectButton id={connection.id} number={formatLatin(format.digits(number), format.locale)} />
        </div>
      </CardContent>
    </Card>
  );
}

/** WA-04: the server sends only the last characters of a secret; they are shown as such. */
function MaskedSecret({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>
        <bdi dir="ltr" className="font-mono">
          {value}
        </bdi>
      </dd>
    </div>
  );
}

/** Disconnecting asks first; the number's conversations are kept for a reconnection. */
function DisconnectButton({ id, number }: { id: string; number: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const disconnect = useDisconnectWhatsappNumber(id);

  async function confirm(): Promise<boolean> {
    try {
      await disconnect.mutateAsync();
      toast.success(t("whatsapp.connection.disconnected"));
      return true;
    } catch (error) {
      toast.error(t("whatsapp.connection.disconnectFailed"), {
        description: apiErrorMessage(t, error, format.locale),
      });
      return false;
    }
  }

  return (
    <ConfirmDeleteDialog
      trigger={
        <Button
          variant="outline"
          className="text-danger"
          aria-label={t("whatsapp.connection.disconnectLabel", { number })}
        >
          <Unplug aria-hidden="true" />
          {t("whatsapp.connection.disconnect")}
        </Button>
      }
      title={t("whatsapp.connection.disconnectTitle", { number })}
      description={t("whatsapp.connection.disconnectDescription")}
      cancelLabel={t("whatsapp.form.cancel")}
      confirmLabel={t("whatsapp.connection.disconnect")}
      confirmIcon={<Unplug aria-hidden="true" />}
      onConfirm={confirm}
    />
  );
}
