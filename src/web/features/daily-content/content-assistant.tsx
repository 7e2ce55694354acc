import type { DailyContent } from "@shared/daily-content";
import { dailyContentLimits } from "@shared/daily-content";
import { Bot, Lightbulb, SendHorizontal } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { AiAllowanceNote } from "@/components/chat/ai-allowance-note";
import { useAiAllowanceUsedUp } from "@/components/chat/ai-quota";
import { ChatScrollArea } from "@/components/chat/chat-scroll-area";
import { nextLocalId } from "@/components/chat/local-id";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useImproveContent } from "./api/improve-content";
import type { AssistantItem } from "./assistant-items";
import { AssistantMessageList } from "./assistant-message-list";
import { improveFailureOf } from "./improve-failure";

const suggestionKeys = ["shorter", "formal", "emoji", "hashtags"] as const;

type ContentAssistantProps = {
  id: string;
  content: DailyContent;
  /** Edit mode is open: an improvement now would be lost under the draft. */
  editing: boolean;
};

/** The toggleable chat-assistant panel: asks the AI to improve the shown content (000 §2, §7). */
export function ContentAssistant({ id, content, editing }: ContentAssistantProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const allowanceNoteId = useId();
  const usedUp = useAiAllowanceUsedUp();
  const improve = useImproveContent();
  const [items, setItems] = useState<AssistantItem[]>([]);
  const [request, setRequest] = useState("");
  const [followSignal, setFollowSignal] = useState(0);
  const pending = improve.isPending;
  const blocked = pending || editing || usedUp;

  const add = (item: AssistantItem) => setItems((list) => [...list, item]);

  function send(text: string) {
    if (blocked || text.trim() === "") return;
    add({ kind: "request", id: nextLocalId(), text });
    setRequest("");
    setFollowSignal((signal) => signal + 1);
    improve.mutate(
      { id: content.id, request: text },
      {
        onSuccess: (response) => {
          add({ kind: "reply", id: nextLocalId(), text: response.reply, offline: response.engine === "offline" });
          toast.success(t("dailyContent.assistant.improved"));
        },
        onError: (error) => {
          const failure = improveFailureOf(error);
          if (failure.kind === "quota") {
            add({ kind: "quota", id: nextLocalId() });
            return;
          }
          // 000 §8: the server's refusal and a lost connection have their own toasts; the reply is the same.
          const toastText = {
            rateLimited: t("errors.rate_limited"),
            contentChanged: t("errors.content_changed"),
            serverError: t("dailyContent.assistant.failedToast"),
            networkError: t("dailyContent.assistant.networkToast"),
          }[failure.kind];
          toast.error(toastText);
          const ownWords = failure.kind === "rateLimited" || failure.kind === "contentChanged";
          const reply = ownWords ? toastText : t("dailyContent.assistant.failedReply");
          add({ kind: "failure", id: nextLocalId(), text: reply });
        },
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(request);
  }

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="flex h-[30rem] flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 border-b px-4 py-3 font-bold">
        <Bot aria-hidden="true" className="size-5 text-primary dark:text-accent-foreground" />
        {t("dailyContent.assistant.title")}
      </h2>
      <ChatScrollArea label={t("dailyContent.assistant.messagesLabel")} followSignal={followSignal}>
        {items.length === 0 && !pending ? (
          <p className="m-auto max-w-xs px-4 py-6 text-center text-muted-foreground text-sm">
            {t("dailyContent.assistant.intro")}
          </p>
        ) : (
          <AssistantMessageList items={items} waiting={pending} />
        )}
      </ChatScrollArea>
      <div className="flex flex-col gap-3 border-t p-3">
        <ul aria-label={t("dailyContent.assistant.suggestionsLabel")} className="flex flex-wrap gap-2">
          {suggestionKeys.map((key) => (
            <li key={key}>
              <button
                type="button"
                disabled={blocked}
                onClick={() => send(t(`dailyContent.assistant.suggestions.${key}`))}
                className="inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-xs transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
              >
                <Lightbulb aria-hidden="true" className="size-3.5 text-gold" />
                {t(`dailyContent.assistant.suggestions.${key}`)}
              </button>
            </li>
          ))}
        </ul>
        {editing && <p className="text-muted-foreground text-xs">{t("dailyContent.assistant.editingNote")}</p>}
        <form onSubmit={submit} className="flex flex-col gap-1.5">
          <Label htmlFor={inputId} className="text-xs">
            {t("dailyContent.assistant.inputLabel")}
          </Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              dir="auto"
              value={request}
              maxLength={dailyContentLimits.improveRequestLength}
              placeholder={t("dailyContent.assistant.placeholder")}
              disabled={editing}
              onChange={(event) => setRequest(event.target.value)}
            />
            <Button
              type="submit"
              disabled={blocked || request.trim() === ""}
              aria-busy={pending || undefined}
              aria-describedby={usedUp ? allowanceNoteId : undefined}
            >
              <SendHorizontal aria-hidden="true" className="rtl:-scale-x-100" />
              {t("dailyContent.assistant.send")}
            </Button>
          </div>
        </form>
        <AiAllowanceNote id={allowanceNoteId} />
      </div>
    </section>
  );
}
