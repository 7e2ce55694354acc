import type { WhatsappConnection } from "@shared/whatsapp";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/class-names";
import { useConversations } from "./api/conversations";
import { ConversationList } from "./conversation-list";
import { ThreadView } from "./thread-view";

type ConversationPanesProps = {
  connection: WhatsappConnection;
  /** The open conversation's customer number, from the address. */
  chat: string | null;
  onOpen: (customerNumber: string) => void;
  onBack: () => void;
};

/** The list and the open thread: side by side on a wide screen, one after the other on a phone. */
export function ConversationPanes({ connection, chat, onOpen, onBack }: ConversationPanesProps) {
  const { t } = useTranslation();
  const conversations = useConversations(connection.id);
  // With no conversation yet, the empty list says it all; there is no thread to pick.
  const none = conversations.data?.length === 0;
  return (
    <div className={cn("grid gap-4", !none && "lg:grid-cols-[22rem_1fr]")}>
      <div className={cn("min-w-0", chat !== null && "max-lg:hidden")}>
        <ConversationList connection={connection} conversations={conversations} selected={chat} onOpen={onOpen} />
      </div>
      {!none && (
        <div className={cn("min-w-0", chat === null && "max-lg:hidden")}>
          {chat === null ? (
            <p className="flex h-full min-h-40 items-center justify-center rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
              {t("whatsapp.conversations.pick")}
            </p>
          ) : (
            <ThreadView
              key={`${connection.id}-${chat}`}
              connectionId={connection.id}
              customerNumber={chat}
              autoReply={connection.auto_reply}
              onBack={onBack}
            />
          )}
        </div>
      )}
    </div>
  );
}
