import type { ChatRole } from "@shared/chat";
import { Bot, Copy, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/class-names";
import { copyText } from "./copy-text";

type MessageBubbleProps = {
  author: ChatRole;
  children: ReactNode;
  /** The text the copy button copies (assistant replies only). */
  copyable?: string;
  /** The reply came from the built-in offline engine (DESIGN: honestly labelled). */
  offline?: boolean;
  tone?: "default" | "warning";
};

/** One message: the user's at the inline end, the assistant's at the start; each says who wrote it. */
export function MessageBubble({ author, children, copyable, offline, tone = "default" }: MessageBubbleProps) {
  const { t } = useTranslation();
  const mine = author === "user";
  const Icon = mine ? UserRound : Bot;

  async function copy() {
    if (copyable === undefined) return;
    if (await copyText(copyable)) toast.success(t("chat.copied"));
    else toast.error(t("chat.copyFailed"));
  }

  return (
    <li className={cn("flex gap-2 sm:gap-3", mine && "flex-row-reverse")}>
      <span
        className={cn(
          "mt-1 flex size-8 shrink-0 items-center justify-center rounded-full",
          mine ? "bg-primary text-primary-foreground" : "bg-accent text-accent-foreground",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className={cn("flex min-w-0 max-w-[85%] flex-col gap-1.5", mine && "items-end")}>
        <div
          className={cn(
            "min-w-0 max-w-full rounded-2xl px-4 py-2.5 text-sm sm:text-base",
            mine
              ? "rounded-se-sm bg-primary text-primary-foreground"
              : "rounded-ss-sm border bg-card text-card-foreground",
            tone === "warning" && "border-danger/50 bg-danger/10 text-foreground",
          )}
        >
          <span className="sr-only">{mine ? t("chat.you") : t("chat.assistant")} </span>
          {children}
        </div>
        {(copyable !== undefined || offline) && (
          <div className="flex flex-wrap items-center gap-2">
            {copyable !== undefined && (
              <Button variant="ghost" size="sm" className="h-8 px-2 text-muted-foreground text-xs" onClick={copy}>
                <Copy aria-hidden="true" />
                {t("chat.copy")}
              </Button>
            )}
            {offline && (
              <Badge
                variant="outline"
                className="font-normal text-muted-foreground"
                title={t("chat.offlineEngineHint")}
              >
                {t("chat.offlineEngine")}
              </Badge>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** The user's own words, as typed: line breaks kept, direction taken from the text. */
export function UserMessage({ text }: { text: string }) {
  return (
    <MessageBubble author="user">
      <p dir="auto" className="whitespace-pre-wrap break-words">
        {text}
      </p>
    </MessageBubble>
  );
}
