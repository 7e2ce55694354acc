/** 000 §2: the five tabs, in order; the chosen one is kept in the address (`?tab=security`). */
export const profileTabs = ["settings", "security", "notifications", "activity", "billing"] as const;
export type ProfileTab = (typeof profileTabs)[number];

export function profileTabFrom(value: string | null): ProfileTab {
  return profileTabs.find((tab) => tab === value) ?? "settings";
}
