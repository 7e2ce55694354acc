import { describe, expect, it } from "vitest";
import { adminTabFrom, adminTabs } from "./admin-tab";

describe("the admin panel's tab in the address", () => {
  it("ADM-06: there are exactly four tabs: users, telegram, WhatsApp messages, transactions", () => {
    expect(adminTabs).toEqual(["users", "telegram", "whatsapp", "transactions"]);
  });

  it("a link or a reload with ?tab= opens that tab", () => {
    for (const tab of adminTabs) expect(adminTabFrom(tab)).toBe(tab);
  });

  it("no tab, an unknown one or a differently spelled one opens the users", () => {
    expect(adminTabFrom(null)).toBe("users");
    expect(adminTabFrom("")).toBe("users");
    expect(adminTabFrom("payments")).toBe("users");
    expect(adminTabFrom("Telegram")).toBe("users");
  });
});
