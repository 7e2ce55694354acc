import { type OwnerSettings, ownerAlertChannels, ownerReportQuietDays } from "@shared/owner-chat";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useOwnerSettings, useSaveOwnerSettings } from "./api/owner-settings";

const hours = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Issue 37: where the shop's alerts go (the bot's linked chats, e-mail, or both), and when the bot sends the day's
 * report (orders, paid revenue, top products, receipts waiting, low stock, beside last week) in Tehran time.
 */
export function OwnerSettingsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const settings = useOwnerSettings();
  const save = useSaveOwnerSettings();
  const [draft, setDraft] = useState<OwnerSettings | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  const hourLabel = (hour: number) => format.digits(`${String(hour).padStart(2, "0")}:00`);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    save.mutate(draft, {
      onSuccess: () => toast.success(t("sellerSettings.ownerReport.saved")),
      onError: (error) =>
        toast.error(t("sellerSettings.ownerReport.failed"), { description: apiErrorMessage(t, error, format.locale) }),
    });
  }

  return (
    <Card role="region" aria-labelledby="owner-report-title">
      <CardHeader>
        <CardTitle id="owner-report-title">{t("sellerSettings.ownerReport.title")}</CardTitle>
        <CardDescription>{t("sellerSettings.ownerReport.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <p role="alert" className="text-danger text-sm">
            {t("sellerSettings.ownerReport.loadFailed")}
          </p>
        ) : !draft ? (
          <p className="text-muted-foreground text-sm">{t("sellerSettings.ownerReport.loading")}</p>
        ) : (
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="owner-alerts-by">{t("sellerSettings.ownerReport.alertsBy")}</Label>
              <NativeSelect
                id="owner-alerts-by"
                value={draft.alerts_by}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    alerts_by: ownerAlertChannels.find((value) => value === event.target.value) ?? "bot",
                  })
                }
              >
                {ownerAlertChannels.map((value) => (
                  <option key={value} value={value}>
                    {t(`sellerSettings.ownerReport.channels.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="owner-report-hour">{t("sellerSettings.ownerReport.hour")}</Label>
              <NativeSelect
                id="owner-report-hour"
                value={draft.report_hour}
                onChange={(event) => setDraft({ ...draft, report_hour: Number(event.target.value) })}
              >
                {hours.map((hour) => (
                  <option key={hour} value={hour}>
                    {hourLabel(hour)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="owner-report-quiet">{t("sellerSettings.ownerReport.quietDays")}</Label>
              <NativeSelect
                id="owner-report-quiet"
                value={draft.quiet_days}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    quiet_days: ownerReportQuietDays.find((value) => value === event.target.value) ?? "one_line",
                  })
                }
              >
                {ownerReportQuietDays.map((value) => (
                  <option key={value} value={value}>
                    {t(`sellerSettings.ownerReport.quiet.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <p className="text-muted-foreground text-xs leading-relaxed sm:col-span-2">
              {t("sellerSettings.ownerReport.hint")}
            </p>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t("sellerSettings.ownerReport.saving") : t("sellerSettings.ownerReport.save")}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
