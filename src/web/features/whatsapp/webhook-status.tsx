import { CircleCheck, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";

/** Whether Meta has checked the webhook with the verify token (or posted to it) yet. */
export function WebhookStatus({ verifiedAt }: { verifiedAt: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (verifiedAt === null) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full border border-amber-500/40 bg-amber-500/10 px-3 py-1 font-medium text-amber-800 text-xs dark:text-amber-300">
        <Clock aria-hidden="true" className="size-3.5 shrink-0" />
        {t("whatsapp.connection.waiting")}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-emerald-600/40 bg-emerald-600/10 px-3 py-1 font-medium text-emerald-800 text-xs dark:text-emerald-300">
      <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
      {t("whatsapp.connection.verifiedAt", { time: format.dateTime(verifiedAt) })}
    </span>
  );
}
