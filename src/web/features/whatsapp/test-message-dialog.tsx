import { useTranslation } from "react-i18next";
import { SendWhatsappTestDialog } from "@/components/send-whatsapp-test-dialog";
import { formatLatin, useFormat } from "@/lib/format";
import { useSendTestMessage } from "./api/send-test-message";
import { whatsappValidationKey } from "./validation-key";

type TestMessageDialogProps = { connectionId: string; displayNumber: string };

/** WA-02, 000 §7 send-whatsapp-test: from this number to a name and a mobile (09… or +989…). */
export function TestMessageDialog({ connectionId, displayNumber }: TestMessageDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const send = useSendTestMessage(connectionId);
  const number = formatLatin(format.digits(displayNumber), format.locale);
  return (
    <SendWhatsappTestDialog
      texts={{
        open: t("whatsapp.test.open"),
        title: t("whatsapp.test.title"),
        description: t("whatsapp.test.description", { number }),
        name: t("whatsapp.test.name"),
        phone: t("whatsapp.test.phone"),
        phoneHint: t("whatsapp.test.phoneHint"),
        cancel: t("whatsapp.test.cancel"),
        submit: t("whatsapp.test.submit"),
        sent: t("whatsapp.test.sent"),
      }}
      fieldError={(_field, message) => t(`whatsapp.validation.${whatsappValidationKey(message)}`)}
      send={send.mutateAsync}
      sending={send.isPending}
    />
  );
}
