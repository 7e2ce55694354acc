import { BotConnectionsPanel } from "@/features/bots/bot-connections-panel";
import { ProductsPanel } from "@/features/products/products-panel";
import { SellerSettingsPanel } from "@/features/seller-settings/seller-settings-panel";
import { InstagramPanel } from "@/features/social/instagram-panel";
import { TemplatesPanel } from "@/features/templates/templates-panel";
import { TransactionsPanel } from "@/features/transactions/transactions-panel";
import { SellerWorkspace } from "@/features/workspace/seller-workspace";

/** The seller features in their workspace tabs; orders come with their own issue. */
export function SellerWorkspacePanels() {
  return (
    <SellerWorkspace
      panels={{
        connections: (
          <div className="flex flex-col gap-6">
            <BotConnectionsPanel />
            <InstagramPanel />
          </div>
        ),
        products: <ProductsPanel />,
        transactions: <TransactionsPanel />,
        templates: <TemplatesPanel />,
        settings: <SellerSettingsPanel />,
      }}
    />
  );
}
