import { BotConnectionsPanel } from "@/features/bots/bot-connections-panel";
import { ChannelsPanel } from "@/features/channels/channels-panel";
import { ConversationsPanel } from "@/features/conversations/conversations-panel";
import { useLiveConversations } from "@/features/conversations/live-conversations";
import { UnreadConversationsBadge } from "@/features/conversations/unread-badge";
import { DiscountCodesPanel } from "@/features/discounts/discount-codes-panel";
import { NewOrdersBadge, useLiveOrders } from "@/features/orders/live-orders";
import { OrdersPanel } from "@/features/orders/orders-panel";
import { ProductsPanel } from "@/features/products/products-panel";
import { SellerSettingsPanel } from "@/features/seller-settings/seller-settings-panel";
import { ShippingSettings } from "@/features/shipping/shipping-settings";
import { InstagramPanel } from "@/features/social/instagram-panel";
import { StaffCard } from "@/features/staff/staff-card";
import { WorkspaceSwitcher } from "@/features/staff/workspace-switcher";
import { TemplatesPanel } from "@/features/templates/templates-panel";
import { TransactionsPanel } from "@/features/transactions/transactions-panel";
import { SellerWorkspace } from "@/features/workspace/seller-workspace";
import { workspaceTabsFor } from "@/features/workspace/workspace-tabs-for-role";
import { useShopRole } from "@/lib/acting-shop";

/** The seller features in their workspace tabs; the orders and conversations follow the live events on every tab. */
export function SellerWorkspacePanels() {
  useLiveOrders();
  useLiveConversations();
  const role = useShopRole();
  return (
    <SellerWorkspace
      tabs={workspaceTabsFor(role)}
      switcher={<WorkspaceSwitcher />}
      badges={{ orders: <NewOrdersBadge />, conversations: <UnreadConversationsBadge /> }}
      panels={{
        connections: (
          <div className="flex flex-col gap-6">
            <BotConnectionsPanel />
            <ChannelsPanel />
            <InstagramPanel />
          </div>
        ),
        products: (
          <div className="flex flex-col gap-6">
            <ProductsPanel />
            <DiscountCodesPanel />
          </div>
        ),
        orders: <OrdersPanel />,
        conversations: <ConversationsPanel />,
        transactions: <TransactionsPanel />,
        templates: <TemplatesPanel />,
        settings: (
          <div className="flex flex-col gap-6">
            <SellerSettingsPanel staff={<StaffCard />} />
            <ShippingSettings />
          </div>
        ),
      }}
    />
  );
}
