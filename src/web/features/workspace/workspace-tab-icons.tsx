import {
  type LucideIcon,
  MessageSquareText,
  MessagesSquare,
  Package,
  Plug,
  ReceiptText,
  Settings,
  ShoppingBag,
} from "lucide-react";
import type { WorkspaceTab } from "./workspace-tab";

/** One icon per tab, shared by the tab's trigger and its panel so the two read as one place. */
export const workspaceTabIcons: Record<WorkspaceTab, LucideIcon> = {
  connections: Plug,
  products: Package,
  orders: ShoppingBag,
  conversations: MessagesSquare,
  transactions: ReceiptText,
  templates: MessageSquareText,
  settings: Settings,
};
