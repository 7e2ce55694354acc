import type { AiEngine } from "../engine";
import { composeChatReply } from "./chat-reply";

const wordsPerPiece = 3;

/** The reply cut into pieces of a few words; joined, the pieces are the reply exactly. */
export function* replyPieces(reply: string): Generator<string> {
  const tokens = reply.match(/\s+|\S+\s*/g) ?? [];
  for (let index = 0; index < tokens.length; index += wordsPerPiece) {
    yield tokens.slice(index, index + wordsPerPiece).join("");
  }
}

/**
 * The built-in engine used when no model is configured (DESIGN "offline AI engine"): it reads the
 * request, composes a reply from the corpus in src/server/ai/corpus, and streams it without delay.
 */
export function createOfflineEngine(): AiEngine {
  return {
    kind: "offline",
    async *streamChat(request) {
      for (const piece of replyPieces(composeChatReply(request))) {
        if (request.signal?.aborted) return;
        yield piece;
      }
    },
  };
}
