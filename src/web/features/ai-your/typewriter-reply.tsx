import { MessageMarkdown } from "@/components/chat/message-markdown";
import { useTypewriter } from "./use-typewriter";

/**
 * A reply revealed character by character (YOUR-07). While it types, the moving text is hidden from
 * screen readers and the whole reply is there for them instead.
 */
export function TypewriterReply({
  text,
  revealing,
  onRevealed,
}: {
  text: string;
  revealing: boolean;
  onRevealed: () => void;
}) {
  const shown = useTypewriter(text, revealing, onRevealed);
  const typing = shown.length < text.length;
  return (
    <>
      <div data-typewriter aria-hidden={typing || undefined}>
        <MessageMarkdown text={shown} />
      </div>
      {typing && (
        <div className="sr-only">
          <MessageMarkdown text={text} />
        </div>
      )}
    </>
  );
}
