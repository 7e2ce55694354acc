import { useQueryClient } from "@tanstack/react-query";
import { Plus, Sparkles } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { AiAllowanceNote } from "@/components/chat/ai-allowance-note";
import { aiQuotaQueryKey, useAiAllowanceUsedUp } from "@/components/chat/ai-quota";
import { ChatComposer } from "@/components/chat/chat-composer";
import { ChatScrollArea } from "@/components/chat/chat-scroll-area";
import { isSendable } from "@/components/chat/composer-keys";
import { nextLocalId } from "@/components/chat/local-id";
import { SuggestionPrompts } from "@/components/chat/suggestion-prompts";
import { Button } from "@/components/ui/button";
import { AiYourRefusal, aiYourFailureOf, errorMark } from "./ai-your-failure";
import { type AiYourItem, withRevealsFinished } from "./ai-your-items";
import { AiYourMessageList } from "./ai-your-message-list";
import { askAiYour } from "./api/ask-ai-your";

const suggestionKeys = ["customerReply", "productDescription", "postingTime", "videoIdea"] as const;

/** /ai-your for a signed-in user: a simple chat whose replies type themselves out (000 §2). */
export function AiYourWorkspace() {
  const { t } = useTranslation();
  const composerId = useId();
  const allowanceNoteId = useId();
  const usedUp = useAiAllowanceUsedUp();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<AiYourItem[]>([]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [followSignal, setFollowSignal] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Bumped by "new chat": an answer to a question of the cleared chat is dropped.
  const chatGeneration = useRef(0);

  async function send(text: string) {
    if (pending || !isSendable(text)) return;
    const generation = chatGeneration.current;
    setDraft("");
    setPending(true);
    setAnnouncement("");
    setFollowSignal((signal) => signal + 1);
    setItems((list) => [...withRevealsFinished(list), { kind: "question", id: nextLocalId(), content: text }]);
    try {
      const response = await askAiYour(text);
      if (!response.ok) throw new AiYourRefusal(response.error);
      if (generation !== chatGeneration.current) return;
      const reply: AiYourItem = {
        kind: "reply",
        id: nextLocalId(),
        content: response.text,
        offline: response.engine === "offline",
        revealing: true,
      };
      setItems((list) => [...list, reply]);
      setAnnouncement(response.text);
    } catch (error) {
      if (generation !== chatGeneration.current) return;
      const failure = aiYourFailureOf(error, t);
      if (failure.kind === "quota") {
        setItems((list) => [...list, { kind: "plans", id: nextLocalId() }]);
        setAnnouncement(t("chat.plans.intro"));
      } else {
        console.error("ai-your failed", error);
        toast.error(failure.message);
        setItems((list) => [...list, { kind: "failure", id: nextLocalId(), message: failure.message }]);
        setAnnouncement(`${errorMark} ${failure.message}`);
      }
    } finally {
      if (generation === chatGeneration.current) setPending(false);
      void queryClient.invalidateQueries({ queryKey: aiQuotaQueryKey });
    }
  }

  function startNewChat() {
    chatGeneration.current += 1;
    setItems([]);
    setPending(false);
    setAnnouncement("");
    toast.success(t("aiYour.newChatStarted"));
    inputRef.current?.focus();
  }

  function revealed(id: string) {
    setItems((list) =>
      list.map((item) => (item.id === id && item.kind === "reply" ? { ...item, revealing: false } : item)),
    );
  }

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[26rem] flex-col">
      <header className="border-b px-3 py-3 sm:px-6">
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-violet-600 to-fuchsia-600 text-white">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="font-extrabold text-lg sm:text-xl">{t("aiYour.title")}</h1>
            <p className="text-pretty text-muted-foreground text-xs sm:text-sm">{t("aiYour.subtitle")}</p>
          </div>
          <Button variant="outline" size="sm" onClick={startNewChat}>
            <Plus aria-hidden="true" />
            {t("aiYour.newChat")}
          </Button>
        </div>
      </header>

      <ChatScrollArea label={t("chat.messagesLabel")} followSignal={followSignal}>
        {items.length === 0 && !pending ? (
          <SuggestionPrompts
            title={t("aiYour.empty.title")}
            subtitle={t("aiYour.empty.subtitle")}
            suggestions={suggestionKeys.map((key) => t(`aiYour.suggestions.${key}`))}
            onPick={send}
            disabled={usedUp}
          />
        ) : (
          <AiYourMessageList items={items} waiting={pending} onRevealed={revealed} />
        )}
      </ChatScrollArea>
      <div role="status" className="sr-only">
        {announcement}
      </div>

      <div className="border-t bg-background px-3 py-3 sm:px-6">
        <div className="mx-auto flex max-w-3xl flex-col gap-2">
          <ChatComposer
            id={composerId}
            inputRef={inputRef}
            value={draft}
            onChange={setDraft}
            onSend={send}
            pending={pending}
            blockedBy={usedUp ? allowanceNoteId : undefined}
          />
          <AiAllowanceNote id={allowanceNoteId} />
        </div>
      </div>
    </div>
  );
}
