import { useTranslation } from "react-i18next";
import { SendWhatsappTestDialog, type WhatsappTestField } from "@/components/send-whatsapp-test-dialog";
import { useSendWhatsappTest } from "./api/whatsapp-test";
import { type AdminValidationKey, adminValidationKey } from "./validation-message";

const fallbackKeys: Record<WhatsappTestField, AdminValidationKey> = {
  user_name: "nameRequired",
  user_phone: "phoneInvalid",
};

/** ADM-22, ADM-23: 000 §7 send-whatsapp-test to a name and a mobile number; the server's answer is told. */
export function WhatsappTestDialog() {
  const { t } = useTranslation();
  const send = useSendWhatsappTest();
  return (
    <SendWhatsappTestDialog
      texts={{
        open: t("admin.whatsapp.test.open"),
        title: t("admin.whatsapp.test.title"),
        description: t("admin.whatsapp.test.description"),
        name: t("admin.whatsapp.test.name"),
        phone: t("admin.whatsapp.test.phone"),
        phoneHint: t("admin.whatsapp.test.phoneHint"),
        cancel: t("admin.whatsapp.test.cancel"),
        submit: t("admin.whatsapp.test.submit"),
        sent: t("admin.whatsapp.test.sent"),
      }}
      fieldError={(field, message) => t(adminValidationKey(message, fallbackKeys[field]))}
      send={send.mutateAsync}
      sending={send.isPending}
    />
  );
}
