/**
 * 001 §2: the seller workspace's six tabs, in order, and issue 37's conversations beside the orders; the open one is
 * kept in the address (`?tab=products`).
 */
export const workspaceTabs = [
  "connections",
  "products",
  "orders",
  "conversations",
  "transactions",
  "templates",
  "settings",
] as const;
export type WorkspaceTab = (typeof workspaceTabs)[number];

/** DESIGN d1: no tab or an unknown one (an old or mistyped link) opens the connections. */
export function workspaceTabFrom(value: string | null): WorkspaceTab {
  return workspaceTabs.find((tab) => tab === value) ?? "connections";
}
