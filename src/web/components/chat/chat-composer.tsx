import { maxMessageLength } from "@shared/chat";
import { SendHorizontal, Square } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { composerKeyAction, isSendable } from "./composer-keys";

/** 000 §9: the input grows with its text up to 200 px, then scrolls. */
const maxInputHeightPx = 200;

type ChatComposerProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  /** A reply is pending: sending is blocked (000 §4). */
  pending: boolean;
  /** Given when a pending reply can be stopped. */
  onStop?: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** The id of the note saying why sending is off for now (the AI allowance is used up). */
  blockedBy?: string;
};

/** The message input: Enter sends, Shift+Enter is a new line (000 §2). Shared with /ai-your. */
export function ChatComposer({ id, value, onChange, onSend, pending, onStop, inputRef, blockedBy }: ChatComposerProps) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const textarea = inputRef ?? ownRef;
  const canSend = !pending && blockedBy === undefined && isSendable(value);
  const hintId = `${id}-hint`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is measured again whenever the text changes
  useLayoutEffect(() => {
    const field = textarea.current;
    if (!field) return;
    field.style.height = "auto";
    field.style.height = `${Math.min(field.scrollHeight + 2, maxInputHeightPx)}px`;
  }, [value, textarea]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSend) onSend(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const press = { key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing };
    const action = composerKeyAction(press, canSend);
    if (action === "type") return;
    event.preventDefault();
    if (action === "send") onSend(value);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t("chat.messageLabel")}</Label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={textarea}
          id={id}
          rows={1}
          value={value}
          maxLength={maxMessageLength}
          placeholder={t("chat.messagePlaceholder")}
          aria-describedby={blockedBy ? `${hintId} ${blockedBy}` : hintId}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-[200px] min-h-11 resize-none overflow-y-auto"
        />
        {pending && onStop ? (
          <Button type="button" variant="outline" className="h-11" onClick={onStop}>
            <Square aria-hidden="true" className="fill-current" />
            {t("chat.stop")}
          </Button>
        ) : (
          <Button
            type="submit"
            className="h-11"
            disabled={!canSend}
            aria-busy={pending || undefined}
            aria-describedby={blockedBy}
          >
            <SendHorizontal aria-hidden="true" className="rtl:-scale-x-100" />
            {t("chat.send")}
          </Button>
        )}
      </div>
      <p id={hintId} className="hidden text-muted-foreground text-xs sm:block">
        {t("chat.messageHint")}
      </p>
    </form>
  );
}
