import { describe, expect, it } from "vitest";
import { workspaceTabs } from "./workspace-tab";
import { workspaceTabsFor } from "./workspace-tabs-for-role";

describe("the workspace tabs a role sees (DESIGN 35)", () => {
  it("the owner sees every tab", () => {
    expect(workspaceTabsFor("owner")).toEqual([...workspaceTabs]);
  });

  it("a manager sees everything but the transactions", () => {
    expect(workspaceTabsFor("manager")).toEqual(workspaceTabs.filter((tab) => tab !== "transactions"));
  });

  it("orders staff see the orders and the connections, where they link their own alerts chat", () => {
    const tabs = workspaceTabsFor("orders");
    expect(tabs).toContain("orders");
    expect(tabs).toContain("connections");
    expect(tabs).not.toContain("products");
    expect(tabs).not.toContain("templates");
    expect(tabs).not.toContain("transactions");
    expect(tabs).not.toContain("settings");
  });

  it("catalog staff see the products, the templates and the connections", () => {
    expect(workspaceTabsFor("catalog")).toEqual(["connections", "products", "templates"]);
  });

  it("every role keeps the connections, the tab a link without ?tab= opens", () => {
    for (const role of ["owner", "manager", "orders", "catalog"] as const) {
      expect(workspaceTabsFor(role)[0]).toBe("connections");
    }
  });
});
