import type { WhatsappTakeover } from "@shared/whatsapp";
import { useTranslation } from "react-i18next";
import { TakeoverBar } from "@/components/takeover/takeover-bar";
import { useRelease, useTakeOver } from "./api/take-over";

type ThreadTakeoverProps = {
  connectionId: string;
  customerNumber: string;
  takeover: WhatsappTakeover;
  /** The number's auto-reply switch: off, nothing answers the customer until a person does. */
  autoReply: boolean;
};

/** Issue 37: who answers this customer now, the number's auto-reply or a person, and Take over / Release. */
export function ThreadTakeover({ connectionId, customerNumber, takeover, autoReply }: ThreadTakeoverProps) {
  const { t } = useTranslation();
  const takeOver = useTakeOver({ connectionId, customerNumber });
  const release = useRelease({ connectionId, customerNumber });
  return (
    <div className="grid gap-2">
      <TakeoverBar
        state={takeover}
        takeOver={() => takeOver.mutateAsync()}
        release={() => release.mutateAsync()}
        busy={takeOver.isPending || release.isPending}
        idleText={autoReply ? undefined : t("whatsapp.thread.autoReplyOff")}
      />
    </div>
  );
}
