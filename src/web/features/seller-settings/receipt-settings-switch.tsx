import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SettingSwitch } from "@/components/setting-switch";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { useReceiptSettings, useSaveReceiptSettings } from "./api/receipt-settings";
import { toastSettingsFailure } from "./settings-failure";

const id = "receipt-confirms-order";

/** Issue 35: "Confirm the order when I approve a receipt", on unless the seller keeps the two steps apart. */
export function ReceiptSettingsSwitch() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const settings = useReceiptSettings();
  const save = useSaveReceiptSettings();
  // Shown as asked while the server answers; what it kept afterwards.
  const checked = save.isPending
    ? save.variables.receipt_confirms_order
    : (settings.data?.receipt_confirms_order ?? true);

  function change(next: boolean) {
    save.mutate(
      { receipt_confirms_order: next },
      {
        onSuccess: () =>
          toast.success(t(next ? "bankCards.receiptSettings.savedOn" : "bankCards.receiptSettings.savedOff")),
        onError: (error) => toastSettingsFailure(t, t("bankCards.receiptSettings.saveFailed"), error, locale),
      },
    );
  }

  return (
    <SettingSwitch
      id={id}
      label={t("bankCards.receiptSettings.label")}
      hint={t(checked ? "bankCards.receiptSettings.on" : "bankCards.receiptSettings.off")}
      checked={checked}
      disabled={!settings.isSuccess || save.isPending}
      onChange={change}
    >
      {settings.isError && (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-danger text-xs">
          {t("bankCards.loadFailed")}
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            {t("bankCards.retry")}
          </Button>
        </p>
      )}
    </SettingSwitch>
  );
}
