/**
 * 000 §2: the admin panel's four tabs, in order, and the inbox of what users send (issue 16, ADM-28); the
 * open one is kept in the address (`?tab=telegram`).
 */
export const adminTabs = ["users", "telegram", "whatsapp", "transactions", "inbox"] as const;
export type AdminTab = (typeof adminTabs)[number];

/** No tab or an unknown one (an old or mistyped link) opens the users. */
export function adminTabFrom(value: string | null): AdminTab {
  return adminTabs.find((tab) => tab === value) ?? "users";
}

/** The inbox's sections (ADM-28), kept in the address beside the tab (`?tab=inbox&box=tickets`). */
export const inboxBoxes = ["messages", "tickets", "applications", "jobs"] as const;
export type InboxBox = (typeof inboxBoxes)[number];

export function inboxBoxFrom(value: string | null): InboxBox {
  return inboxBoxes.find((box) => box === value) ?? "messages";
}
