import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SettingSwitch } from "@/components/setting-switch";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useSetAutoReply } from "./api/auto-reply";

/** Issue 17: when on, the selling bot's sales assistant answers this number's customers from the catalog. */
export function AutoReplySwitch({ connectionId, on }: { connectionId: string; on: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const setAutoReply = useSetAutoReply(connectionId);
  const id = `whatsapp-auto-reply-${connectionId}`;
  // Shown as asked while the server answers; the list read again afterwards says what was kept.
  const checked = setAutoReply.isPending ? setAutoReply.variables : on;

  function change(next: boolean) {
    setAutoReply.mutate(next, {
      onSuccess: () =>
        toast.success(t(next ? "whatsapp.connection.autoReplyEnabled" : "whatsapp.connection.autoReplyDisabled")),
      onError: (error) =>
        toast.error(t("whatsapp.connection.autoReplyFailed"), {
          description: apiErrorMessage(t, error, format.locale),
        }),
    });
  }

  return (
    <SettingSwitch
      id={id}
      label={t("whatsapp.connection.autoReply")}
      hint={t(checked ? "whatsapp.connection.autoReplyOn" : "whatsapp.connection.autoReplyOff")}
      checked={checked}
      disabled={setAutoReply.isPending}
      onChange={change}
    />
  );
}
