/** The inbox's sections (ADM-28), kept in the address (`/admin/inbox?box=tickets`). */
export const inboxBoxes = ["messages", "tickets", "applications", "jobs"] as const;
export type InboxBox = (typeof inboxBoxes)[number];

export function inboxBoxFrom(value: string | null): InboxBox {
  return inboxBoxes.find((box) => box === value) ?? "messages";
}
