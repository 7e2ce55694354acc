import { BotConnectionsPanel } from "@/features/bots/bot-connections-panel";
import { ChannelsPanel } from "@/features/channels/channels-panel";
import { DiscountCodesPanel } from "@/features/discounts/discount-codes-panel";
import { NewOrdersBadge, useLiveOrders } from "@/features/orders/live-orders";
import { OrdersPanel } from "@/features/orders/orders-panel";
import { ProductsPanel } from "@/features/products/products-panel";
import { SellerSettingsPanel } from "@/features/seller-settings/seller-settings-panel";
import { ShippingSettings } from "@/features/shipping/shipping-settings";
import { InstagramPanel } from "@/features/social/instagram-panel";
import { TemplatesPanel } from "@/features/templates/templates-panel";
import { TransactionsPanel } from "@/features/transactions/transactions-panel";
import { SellerWorkspace } from "@/features/workspace/seller-workspace";

/** The seller features in their workspace tabs; the orders follow the seller's live events on every tab. */
export function SellerWorkspacePanels() {
  useLiveOrders();
  return (
    <SellerWorkspace
      badges={{ orders: <NewOrdersBadge /> }}
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
        transactions: <TransactionsPanel />,
        templates: <TemplatesPanel />,
        settings: (
          <div className="flex flex-col gap-6">
            <SellerSettingsPanel />
            <ShippingSettings />
          </div>
        ),
      }}
    />
  );
}
