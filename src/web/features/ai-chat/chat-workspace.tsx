import { PanelRightOpen, Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AiAllowanceNote } from "@/components/chat/ai-allowance-note";
import { useAiQuota } from "@/components/chat/ai-quota";
import { ChatComposer } from "@/components/chat/chat-composer";
import { ChatScrollArea } from "@/components/chat/chat-scroll-area";
import { SuggestionPrompts } from "@/components/chat/suggestion-prompts";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { useConversationMessages } from "./api/conversation-messages";
import { useConversations } from "./api/conversations";
import { useDeleteConversation } from "./api/delete-conversation";
import { useRenameConversation } from "./api/rename-conversation";
import { ChatMessageList } from "./chat-message-list";
import { conversationsIn, messagesIn } from "./chat-pages";
import { selectionAfterDelete } from "./conversation-rules";
import { ConversationSidebar } from "./conversation-sidebar";
import { useChatTurn } from "./use-chat-turn";

const suggestionKeys = ["caption", "ideas", "hashtags", "bio"] as const;

/**
 * /ai-chat for a signed-in user: the conversations beside the open one (000 §2, §4).
 * A used-up allowance does not block sending: the server's quota error brings the plans message (000 §4, CHAT-29).
 */
export function ChatWorkspace() {
  const { t } = useTranslation();
  const composerId = useId();
  const allowanceNoteId = useId();
  const conversationsQuery = useConversations();
  const conversations = conversationsIn(conversationsQuery.data);
  // undefined: the user has not chosen yet, so the newest conversation is open (000 §4); null: a new chat.
  const [selectedId, setSelectedId] = useState<string | null | undefined>(undefined);
  const activeId = selectedId === undefined ? (conversations[0]?.id ?? null) : selectedId;
  const messagesQuery = useConversationMessages(activeId);
  const [draft, setDraft] = useState("");
  const [followSignal, setFollowSignal] = useState(0);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const focusInputAfterDrawer = useRef(false);
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const offline = useAiQuota().data?.engine === "offline";
  const turn = useChatTurn({
    activeId,
    onConversationCreated: setSelectedId,
    onRefused: (content) => setDraft((current) => current || content),
  });

  function open(id: string | null) {
    if (id !== activeId) turn.reset(id);
    setSelectedId(id);
    setDrawerOpen(false);
  }

  /** A new chat puts the cursor in the message input, also after the drawer closes. */
  function startNewChat() {
    open(null);
    if (drawerOpen) focusInputAfterDrawer.current = true;
    else inputRef.current?.focus();
  }

  function send(text: string) {
    setDraft("");
    setFollowSignal((signal) => signal + 1);
    void turn.send(text);
  }

  function deleteConversation(id: string) {
    if (id === activeId) {
      const next = selectionAfterDelete(conversations, id, activeId);
      turn.reset(next);
      setSelectedId(next);
    }
    remove.mutate(id);
  }

  const sidebar = (
    <ConversationSidebar
      conversations={conversations}
      loading={conversationsQuery.isPending}
      more={{
        available: conversationsQuery.hasNextPage,
        loading: conversationsQuery.isFetchingNextPage,
        load: () => void conversationsQuery.fetchNextPage(),
      }}
      activeId={activeId}
      onNewChat={startNewChat}
      onSelect={open}
      onRename={(id, title) => rename.mutate({ id, title })}
      onDelete={deleteConversation}
    />
  );
  const messages = activeId === null ? [] : messagesIn(messagesQuery.data);
  const loadingView = (selectedId === undefined && conversationsQuery.isPending) || messagesQuery.isLoading;
  const empty = messages.length === 0 && turn.items.length === 0 && !turn.pending;

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[26rem]">
      <aside className="hidden w-72 shrink-0 flex-col border-e bg-muted/30 p-3 md:flex">{sidebar}</aside>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent
          closeLabel={t("chat.conversations.close")}
          className="start-0 end-auto animate-fade-in border-s-0 border-e p-4 pt-14"
          onEscapeKeyDown={(event) => {
            // Escape inside the rename field cancels the rename, not the drawer.
            if (event.target instanceof HTMLInputElement) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (!focusInputAfterDrawer.current) return;
            event.preventDefault();
            focusInputAfterDrawer.current = false;
            inputRef.current?.focus();
          }}
        >
          <SheetTitle className="sr-only">{t("chat.conversations.title")}</SheetTitle>
          <SheetDescription className="sr-only">{t("chat.conversations.description")}</SheetDescription>
          {sidebar}
        </SheetContent>
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <h1 className="sr-only">{t("chat.title")}</h1>
        <div className="flex items-center gap-2 border-b px-3 py-2 md:hidden">
          <Button variant="outline" size="sm" onClick={() => setDrawerOpen(true)}>
            <PanelRightOpen aria-hidden="true" className="ltr:-scale-x-100" />
            {t("chat.conversations.open")}
          </Button>
          <Button variant="ghost" size="sm" className="ms-auto" onClick={startNewChat}>
            <Plus aria-hidden="true" />
            {t("chat.newChat")}
          </Button>
        </div>

        <ChatScrollArea label={t("chat.messagesLabel")} followSignal={followSignal}>
          {loadingView ? (
            <div className="m-auto p-8">
              <Spinner className="size-7 text-primary dark:text-accent-foreground" label={t("chat.loadingMessages")} />
            </div>
          ) : empty ? (
            <SuggestionPrompts
              title={t("chat.empty.title")}
              subtitle={t("chat.empty.subtitle")}
              suggestions={suggestionKeys.map((key) => t(`chat.suggestions.${key}`))}
              onPick={send}
            />
          ) : (
            <ChatMessageList
              messages={messages}
              earlier={{
                available: messagesQuery.hasNextPage,
                loading: messagesQuery.isFetchingNextPage,
                load: () => void messagesQuery.fetchNextPage(),
              }}
              localItems={turn.items}
              waitingForReply={turn.waitingForReply}
              offline={offline}
            />
          )}
        </ChatScrollArea>
        <div role="status" className="sr-only">
          {turn.announcement}
        </div>

        <div className="border-t bg-background px-3 py-3 sm:px-6">
          <div className="mx-auto flex max-w-3xl flex-col gap-2">
            <ChatComposer
              id={composerId}
              inputRef={inputRef}
              value={draft}
              onChange={setDraft}
              onSend={send}
              pending={turn.pending}
              onStop={turn.stop}
            />
            <AiAllowanceNote id={allowanceNoteId} />
          </div>
        </div>
      </div>
    </div>
  );
}
