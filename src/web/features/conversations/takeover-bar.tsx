import type { Conversation } from "@shared/conversations";
import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TakeoverBar } from "@/components/takeover/takeover-bar";
import { useRelease } from "./api/release";
import { useTakeOver } from "./api/take-over";

/**
 * Who answers this bot's buyer now, and Take over / Release (the buyer is told a person answers); a buyer who
 * blocked the bot is said above it.
 */
export function ConversationTakeover({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const takeOver = useTakeOver(conversation.conversation_id);
  const release = useRelease(conversation.conversation_id);
  return (
    <div className="grid gap-2">
      {conversation.buyer_blocked && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger/10 p-3 text-danger text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("conversations.thread.blocked")}
        </p>
      )}
      <TakeoverBar
        state={conversation}
        takeOver={() => takeOver.mutateAsync()}
        release={() => release.mutateAsync()}
        busy={takeOver.isPending || release.isPending}
      />
    </div>
  );
}
