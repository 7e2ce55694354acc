/** 000 §2: the admin panel's four tabs, in order; the open one is kept in the address (`?tab=telegram`). */
export const adminTabs = ["users", "telegram", "whatsapp", "transactions"] as const;
export type AdminTab = (typeof adminTabs)[number];

/** No tab or an unknown one (an old or mistyped link) opens the users. */
export function adminTabFrom(value: string | null): AdminTab {
  return adminTabs.find((tab) => tab === value) ?? "users";
}
