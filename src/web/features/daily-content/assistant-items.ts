/** What the content assistant lists; kept in the tab only, like the original's chat panel (000 §2). */
export type AssistantItem =
  | { kind: "request"; id: string; text: string }
  | { kind: "reply"; id: string; text: string; offline: boolean }
  | { kind: "failure"; id: string; text: string }
  /** 402: the plan's AI messages are used up; a link to the plans instead of a reply. */
  | { kind: "quota"; id: string };
