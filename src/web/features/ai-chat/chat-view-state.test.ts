import type { ChatMessage } from "@shared/chat";
import { describe, expect, it } from "vitest";
import {
  type ChatViewAction,
  type ChatViewState,
  chatTimeline,
  chatViewReducer,
  emptyChatView,
  type LocalChatItem,
} from "./chat-view-state";

const run = (actions: ChatViewAction[], start: ChatViewState = emptyChatView) => actions.reduce(chatViewReducer, start);

function makeMessage(id: string, role: ChatMessage["role"] = "user"): ChatMessage {
  return { id, conversation_id: "c1", role, content: id, created_at: "2025-01-01T00:00:00.000Z" };
}

describe("what the chat shows beside the saved messages", () => {
  it("CHAT-19: a sent message waits, then the reply streams in piece by piece", () => {
    const state = run([
      { type: "sent", conversationId: null, id: "p1", content: "سلام", after: null },
      { type: "started", conversationId: "c1", pendingId: "p1", replyId: "r1", after: "m1" },
      { type: "delta", replyId: "r1", text: "درود" },
      { type: "delta", replyId: "r1", text: " بر شما" },
    ]);
    expect(state).toEqual({
      conversationId: "c1",
      items: [{ kind: "reply", id: "r1", content: "درود بر شما", after: "m1" }],
    });
  });

  it("CHAT-23: a finished reply leaves the local items (it is saved)", () => {
    const state = run([
      { type: "sent", conversationId: "c1", id: "p1", content: "x", after: null },
      { type: "started", conversationId: "c1", pendingId: "p1", replyId: "r1", after: "m1" },
      { type: "replyEnded", replyId: "r1" },
    ]);
    expect(state.items).toEqual([]);
  });

  it("CHAT-29, CHAT-30: over the quota the unsaved message stays with the plans message", () => {
    const state = run([
      { type: "sent", conversationId: "c1", id: "p1", content: "x", after: "m4" },
      { type: "quotaReached", id: "q1", after: "m4" },
    ]);
    expect(state.items).toEqual([
      { kind: "pending", id: "p1", content: "x", after: "m4" },
      { kind: "plans", id: "q1", after: "m4" },
    ]);
  });

  it("CHAT-33, CHAT-35: a failed reply becomes an error message", () => {
    const state = run([
      { type: "sent", conversationId: "c1", id: "p1", content: "x", after: null },
      { type: "started", conversationId: "c1", pendingId: "p1", replyId: "r1", after: "m1" },
      { type: "delta", replyId: "r1", text: "half" },
      { type: "failed", replyId: "r1", id: "n1", messageKey: "chat.failures.emptyReply", after: "m1" },
    ]);
    expect(state.items).toEqual([{ kind: "notice", id: "n1", messageKey: "chat.failures.emptyReply", after: "m1" }]);
  });

  it("a refused message is taken back", () => {
    const state = run([
      { type: "sent", conversationId: "c1", id: "p1", content: "x", after: null },
      { type: "refused", pendingId: "p1" },
    ]);
    expect(state.items).toEqual([]);
  });

  it("CHAT-30: notices stay behind when the user sends from another conversation", () => {
    const state = run([
      { type: "sent", conversationId: "c1", id: "p1", content: "x", after: null },
      { type: "quotaReached", id: "q1", after: null },
      { type: "sent", conversationId: "c2", id: "p2", content: "y", after: null },
    ]);
    expect(state).toEqual({ conversationId: "c2", items: [{ kind: "pending", id: "p2", content: "y", after: null }] });
  });
});

describe("the conversation as shown", () => {
  const notice = (id: string, after: string | null): LocalChatItem => ({
    kind: "notice",
    id,
    after,
    messageKey: "chat.failures.connection",
  });

  it("CHAT-04, CHAT-33: an error message stays where it happened, before later saved messages", () => {
    const messages = [makeMessage("m1"), makeMessage("m2", "assistant"), makeMessage("m3")];
    const items = [notice("before-all", null), notice("after-m1", "m1"), notice("after-m3", "m3")];
    expect(
      chatTimeline(messages, items).map((entry) => (entry.kind === "saved" ? entry.message.id : entry.item.id)),
    ).toEqual(["before-all", "m1", "after-m1", "m2", "m3", "after-m3"]);
  });

  it("an item whose message is no longer listed goes to the end", () => {
    const entries = chatTimeline([makeMessage("m1")], [notice("lost", "gone")]);
    expect(entries.map((entry) => (entry.kind === "saved" ? entry.message.id : entry.item.id))).toEqual(["m1", "lost"]);
  });
});
