import { describe, expect, it } from "vitest";
import { workspaceTabFrom, workspaceTabs } from "./workspace-tab";

describe("the seller workspace's tab in the address", () => {
  it("HOME-08: the six tabs: connections, products, orders, transactions, templates, settings, and issue 37's conversations beside the orders", () => {
    expect(workspaceTabs).toEqual([
      "connections",
      "products",
      "orders",
      "conversations",
      "transactions",
      "templates",
      "settings",
    ]);
  });

  it("HOME-09: a link or a reload with ?tab= opens that tab", () => {
    for (const tab of workspaceTabs) expect(workspaceTabFrom(tab)).toBe(tab);
  });

  it("HOME-09: no tab opens the connections", () => {
    expect(workspaceTabFrom(null)).toBe("connections");
    expect(workspaceTabFrom("")).toBe("connections");
  });

  it("HOME-09: an unknown or differently spelled tab opens the connections", () => {
    expect(workspaceTabFrom("admin")).toBe("connections");
    expect(workspaceTabFrom("Products")).toBe("connections");
    expect(workspaceTabFrom(" products")).toBe("connections");
  });
});
