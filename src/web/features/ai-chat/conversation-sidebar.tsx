import type { Conversation } from "@shared/chat";
import { Plus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ConversationItem } from "./conversation-item";
import { type MorePages, MorePagesButton } from "./more-pages-button";

type ConversationSidebarProps = {
  conversations: readonly Conversation[];
  loading: boolean;
  /** Older conversations than those shown, loaded on request. */
  more: MorePages;
  activeId: string | null;
  onNewChat: () => void;
  onSelect: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
};

/** 000 §2: the conversations, newest first, with new chat, select, rename and delete. */
export function ConversationSidebar({
  conversations,
  loading,
  more,
  activeId,
  onNewChat,
  onSelect,
  onRename,
  onDelete,
}: ConversationSidebarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className="flex min-h-0 flex-1 flex-col gap-3">
      <h2 id={titleId} className="px-1 font-bold text-muted-foreground text-sm">
        {t("chat.conversations.title")}
      </h2>
      <Button onClick={onNewChat} className="w-full">
        <Plus aria-hidden="true" />
        {t("chat.newChat")}
      </Button>
      <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
        {loading ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">{t("chat.conversations.loading")}</span>
            {[0, 1, 2, 3].map((row) => (
              <div key={row} aria-hidden="true" className="flex animate-pulse flex-col gap-2 rounded-lg px-3 py-2">
                <span className="h-4 w-3/4 rounded bg-muted" />
                <span className="h-3 w-1/3 rounded bg-muted" />
              </div>
            ))}
          </div>
        ) : conversations.length === 0 ? (
          <p className="px-3 py-2 text-muted-foreground text-sm">{t("chat.conversations.empty")}</p>
        ) : (
          <>
            <ul className="flex flex-col gap-1">
              {conversations.map((conversation) => (
                <ConversationItem
                  key={conversation.id}
                  conversation={conversation}
                  active={conversation.id === activeId}
                  onSelect={() => onSelect(conversation.id)}
                  onRename={(title) => onRename(conversation.id, title)}
                  onDelete={() => onDelete(conversation.id)}
                />
              ))}
            </ul>
            <MorePagesButton pages={more} label={t("chat.conversations.loadMore")} />
          </>
        )}
      </div>
    </nav>
  );
}
