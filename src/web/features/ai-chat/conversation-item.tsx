import { type Conversation, maxTitleLength } from "@shared/chat";
import { Check, Pencil, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { renameDecision } from "./conversation-rules";
import { DeleteConversationDialog } from "./delete-conversation-dialog";

type ConversationItemProps = {
  conversation: Conversation;
  active: boolean;
  onSelect: () => void;
  onRename: (title: string) => void;
  onDelete: () => void;
};

/** A sidebar entry: its title and date label (000 §2); the open one also offers rename and delete. */
export function ConversationItem({ conversation, active, onSelect, onRename, onDelete }: ConversationItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = `rename-${conversation.id}`;

  function finishRename() {
    if (draft === null) return;
    const decision = renameDecision(draft, conversation.title);
    if (decision.save) onRename(decision.title);
    setDraft(null);
  }

  function onRenameKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      finishRename();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    }
  }

  if (draft !== null) {
    return (
      <li className="flex flex-col gap-2 rounded-lg border border-primary/50 bg-accent/50 p-2">
        <Label htmlFor={inputId} className="text-xs">
          {t("chat.renameLabel")}
        </Label>
        <Input
          id={inputId}
          autoFocus
          value={draft}
          maxLength={maxTitleLength}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onRenameKey}
          className="h-9"
        />
        <div className="flex gap-2">
          <Button size="sm" className="h-8 flex-1" onClick={finishRename}>
            <Check aria-hidden="true" />
            {t("chat.save")}
          </Button>
          <Button size="sm" variant="ghost" className="h-8 flex-1" onClick={() => setDraft(null)}>
            <X aria-hidden="true" />
            {t("chat.cancel")}
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li className={cn("rounded-lg", active && "bg-accent text-accent-foreground")}>
      <button
        type="button"
        onClick={onSelect}
        aria-current={active ? "true" : undefined}
        className={cn(
          "flex w-full flex-col gap-0.5 rounded-lg px-3 py-2 text-start focus-visible:outline-2 focus-visible:outline-ring",
          !active && "hover:bg-muted",
        )}
      >
        <span dir="auto" className="w-full truncate text-start font-medium text-sm">
          {conversation.title}
        </span>
        <span className="text-muted-foreground text-xs">{format.relativeDay(conversation.updated_at)}</span>
      </button>
      {active && (
        <div className="flex gap-1 px-2 pb-2">
          <Button size="sm" variant="ghost" className="h-8 px-2 text-xs" onClick={() => setDraft(conversation.title)}>
            <Pencil aria-hidden="true" />
            {t("chat.rename")}
          </Button>
          <DeleteConversationDialog title={conversation.title} onConfirm={onDelete} />
        </div>
      )}
    </li>
  );
}
