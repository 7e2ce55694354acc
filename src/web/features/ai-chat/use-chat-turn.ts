import { type ChatMessage, type Conversation, maxMessageLength } from "@shared/chat";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { aiQuotaQueryKey } from "@/components/chat/ai-quota";
import { isSendable } from "@/components/chat/composer-keys";
import { nextLocalId } from "@/components/chat/local-id";
import { useFormat } from "@/lib/format";
import { messagesQueryKey } from "./api/conversation-messages";
import { conversationsQueryKey } from "./api/conversations";
import { sendChatMessage } from "./api/send-chat-message";
import { type ConversationPages, type MessagePages, withNewMessage, withUpdatedConversation } from "./chat-pages";
import { chatViewReducer, emptyChatView, type LocalChatItem } from "./chat-view-state";
import { sendFailureOf } from "./send-failure";

type ChatTurnOptions = {
  /** The open conversation, or null for a new chat. */
  activeId: string | null;
  /** The first message of a new chat created this conversation. */
  onConversationCreated: (id: string) => void;
  /** The server refused the message before saving it: its text goes back to the input. */
  onRefused: (content: string) => void;
};

/** Sends a message and follows its streamed reply into the query cache and the local items. */
export function useChatTurn({ activeId, onConversationCreated, onRefused }: ChatTurnOptions) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [view, dispatch] = useReducer(chatViewReducer, emptyChatView);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  function appendMessage(message: ChatMessage) {
    queryClient.setQueryData<MessagePages>(messagesQueryKey(message.conversation_id), (data) =>
      withNewMessage(data, message),
    );
  }

  function showConversation(conversation: Conversation) {
    queryClient.setQueryData<ConversationPages>(conversationsQueryKey, (data) =>
      withUpdatedConversation(data, conversation),
    );
  }

  function lastSavedId(conversationId: string | null): string | null {
    if (conversationId === null) return null;
    return queryClient.getQueryData<MessagePages>(messagesQueryKey(conversationId))?.pages[0]?.items.at(-1)?.id ?? null;
  }

  function failAi(
    replyId: string,
    after: string | null,
    messageKey: "chat.failures.connection" | "chat.failures.emptyReply",
  ) {
    dispatch({ type: "failed", replyId, id: nextLocalId(), messageKey, after });
    setAnnouncement(t(messageKey));
    if (messageKey === "chat.failures.connection") toast.error(t("chat.failures.connectionToast"));
  }

  async function send(content: string) {
    if (pending || !isSendable(content)) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setPending(true);
    setAnnouncement("");
    const pendingId = nextLocalId();
    const sentFrom = activeId;
    // Local items follow the last saved message, so they keep their place when more messages arrive.
    let after = lastSavedId(sentFrom);
    dispatch({ type: "sent", conversationId: sentFrom, id: pendingId, content, after });
    let replyId = "";
    let conversationId = sentFrom;
    let reply = "";
    let ended = false;
    try {
      const input = sentFrom ? { content, conversation_id: sentFrom } : { content };
      for await (const { event, data } of await sendChatMessage(input, controller.signal)) {
        if (event === "start") {
          conversationId = data.conversation.id;
          replyId = nextLocalId();
          after = data.user_message.id;
          appendMessage(data.user_message);
          showConversation(data.conversation);
          dispatch({ type: "started", conversationId, pendingId, replyId, after });
          if (sentFrom === null) onConversationCreated(conversationId);
        } else if (event === "delta") {
          reply += data.text;
          dispatch({ type: "delta", replyId, text: data.text });
        } else if (event === "done") {
          appendMessage(data.message);
          showConversation(data.conversation);
          dispatch({ type: "replyEnded", replyId });
          setAnnouncement(data.message.content);
          ended = true;
        } else {
          ended = true;
          failAi(replyId, after, data.code === "empty_reply" ? "chat.failures.emptyReply" : "chat.failures.connection");
        }
      }
      if (!ended) throw new Error("the reply stream closed before its end");
    } catch (error) {
      if (controller.signal.aborted) {
        // A stopped reply is kept by the server as far as it came; show it the same way until the next load.
        if (replyId && conversationId && reply.trim()) {
          appendMessage({
            id: nextLocalId("stopped"),
            conversation_id: conversationId,
            role: "assistant",
            content: reply,
            created_at: new Date().toISOString(),
          });
        }
        if (replyId) dispatch({ type: "replyEnded", replyId });
        void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      } else {
        const failure = sendFailureOf(error);
        if (failure.kind === "quota") {
          dispatch({ type: "quotaReached", id: nextLocalId(), after });
          setAnnouncement(t("chat.plans.intro"));
        } else if (failure.kind === "unavailable") {
          console.error("chat reply failed", error);
          failAi(replyId, after, "chat.failures.connection");
        } else {
          dispatch({ type: "refused", pendingId });
          onRefused(content);
          toast.error(t(failure.messageKey, { max: format.number(maxMessageLength) }));
          void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
        }
      }
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: aiQuotaQueryKey });
    }
  }

  /** Stops the reply streaming in (the stop button); also used before leaving the conversation. */
  function stop() {
    abortRef.current?.abort();
  }

  /** Another conversation or a new chat is opened: the reply in progress stops, local items go. */
  function reset(conversationId: string | null) {
    stop();
    dispatch({ type: "reset", conversationId });
  }

  const items: LocalChatItem[] = view.conversationId === activeId ? view.items : [];
  const replyStarted = items.some((item) => item.kind === "reply" && item.content !== "");
  return { items, pending, waitingForReply: pending && !replyStarted, announcement, send, stop, reset };
}
