import { roleMayUse, type ShopArea, type ShopRole } from "@shared/staff";
import { type WorkspaceTab, workspaceTabs } from "./workspace-tab";

/** DESIGN 35: the part of the shop each tab works on (`roleMayUse` decides who may). */
const tabAreas: Record<WorkspaceTab, ShopArea> = {
  connections: "member",
  products: "catalog",
  orders: "orders",
  conversations: "orders",
  transactions: "owner",
  templates: "catalog",
  settings: "manager",
};

/**
 * The tabs a role uses, in their order: the owner all, a manager all but the transactions, orders staff the orders
 * (and conversations) and connections (their own alerts chat), catalog staff the products, templates and connections.
 */
export function workspaceTabsFor(role: ShopRole): WorkspaceTab[] {
  return workspaceTabs.filter((tab) => roleMayUse(role, tabAreas[tab]));
}
