import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { ReplyForm } from "./reply-form";
import { msUntilClosed, replyWindow } from "./reply-window";

type ReplyAreaProps = { connectionId: string; customerNumber: string; windowOpenUntil: string | null };

/**
 * INTEGRATIONS: free text may be sent for 24 hours after the customer's last message; after that the box
 * gives way to a notice that WhatsApp only takes a template message. The page swaps them when the time comes.
 */
export function ReplyArea({ connectionId, customerNumber, windowOpenUntil }: ReplyAreaProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [now, setNow] = useState(() => new Date());
  const windowState = replyWindow(windowOpenUntil, now);
  const closesIn = msUntilClosed(windowState, now);
  useEffect(() => {
    if (closesIn === null) return;
    // setTimeout takes at most about 24.8 days; the window is never longer than a day.
    const timer = setTimeout(() => setNow(new Date()), closesIn + 1000);
    return () => clearTimeout(timer);
  }, [closesIn]);

  if (!windowState.open) {
    return (
      <div
        role="note"
        className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2.5 text-sm"
      >
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        <p className="leading-relaxed">
          {t("whatsapp.thread.windowClosed")}
          {windowState.closedAt &&
            ` ${t("whatsapp.thread.windowClosedAt", { time: format.dateTime(windowState.closedAt) })}`}
        </p>
      </div>
    );
  }
  return (
    <ReplyForm
      connectionId={connectionId}
      customerNumber={customerNumber}
      windowNote={t("whatsapp.thread.windowOpen", { time: format.dateTime(windowState.until) })}
    />
  );
}
