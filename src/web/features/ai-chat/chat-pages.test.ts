import type { ChatMessage, Conversation } from "@shared/chat";
import { describe, expect, it } from "vitest";
import {
  type ConversationPages,
  changeConversations,
  conversationsIn,
  type MessagePages,
  messagesIn,
  withNewMessage,
  withUpdatedConversation,
} from "./chat-pages";

const conversation = (id: string, updatedAt: string): Conversation => ({
  id,
  title: id,
  created_at: updatedAt,
  updated_at: updatedAt,
});
const message = (id: string): ChatMessage => ({
  id,
  conversation_id: "c",
  role: "user",
  content: id,
  created_at: "2026-01-01T00:00:00.000Z",
});

const twoConversationPages: ConversationPages = {
  pages: [
    { items: [conversation("b", "2026-01-02T00:00:00.000Z")], next_cursor: "cursor-1" },
    { items: [conversation("a", "2026-01-01T00:00:00.000Z")], next_cursor: null },
  ],
  pageParams: [undefined, "cursor-1"],
};
const twoMessagePages: MessagePages = {
  pages: [
    { items: [message("m3"), message("m4")], next_cursor: "cursor-1" },
    { items: [message("m1"), message("m2")], next_cursor: null },
  ],
  pageParams: [undefined, "cursor-1"],
};

describe("the chat's loaded pages", () => {
  it("list conversations newest first and messages oldest first across the pages loaded", () => {
    expect(conversationsIn(twoConversationPages).map((item) => item.id)).toEqual(["b", "a"]);
    expect(messagesIn(twoMessagePages).map((item) => item.id)).toEqual(["m1", "m2", "m3", "m4"]);
  });

  it("a conversation fetched on two pages (a reply moved it up meanwhile) is listed once, where it is newest", () => {
    const moved = conversation("a", "2026-01-03T00:00:00.000Z");
    const pages: ConversationPages = {
      pages: [
        { items: [moved, conversation("b", "2026-01-02T00:00:00.000Z")], next_cursor: "cursor-1" },
        { items: [conversation("a", "2026-01-01T00:00:00.000Z")], next_cursor: null },
      ],
      pageParams: [undefined, "cursor-1"],
    };
    expect(conversationsIn(pages)).toEqual([moved, conversation("b", "2026-01-02T00:00:00.000Z")]);
  });

  it("a conversation from an older page that gets a reply moves to the top, once", () => {
    const updated = withUpdatedConversation(twoConversationPages, conversation("a", "2026-01-03T00:00:00.000Z"));
    expect(conversationsIn(updated).map((item) => item.id)).toEqual(["a", "b"]);
    expect(updated.pages.map((page) => page.next_cursor)).toEqual(["cursor-1", null]);
  });

  it("a deleted conversation leaves whichever page held it, and the cursors stay", () => {
    const left = changeConversations(twoConversationPages, (items) => items.filter((item) => item.id !== "a"));
    expect(conversationsIn(left).map((item) => item.id)).toEqual(["b"]);
    expect(left?.pages.map((page) => page.next_cursor)).toEqual(["cursor-1", null]);
  });

  it("a new message goes after the newest, and the same message arriving twice shows once", () => {
    const once = withNewMessage(twoMessagePages, message("m5"));
    expect(messagesIn(withNewMessage(once, message("m5"))).map((item) => item.id)).toEqual([
      "m1",
      "m2",
      "m3",
      "m4",
      "m5",
    ]);
  });

  it("the first message of a new chat makes its only page", () => {
    expect(messagesIn(withNewMessage(undefined, message("m1"))).map((item) => item.id)).toEqual(["m1"]);
  });
});
