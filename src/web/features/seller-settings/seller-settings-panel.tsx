import { BankCardsCard } from "./bank-cards-card";
import "./catalog";
import { GatewayCard } from "./gateway-card";
import { OwnerSettingsCard } from "./owner-settings-card";
import { RecentTransactionsCard } from "./recent-transactions-card";
import { SubscriptionCard } from "./subscription-card";

/** 001 §2 settings tab: subscription, payment gateway, bank cards, recent transactions; issue 37's daily report. */
export function SellerSettingsPanel() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SubscriptionCard />
      <GatewayCard />
      <BankCardsCard />
      <RecentTransactionsCard />
      <OwnerSettingsCard />
    </div>
  );
}
