import { roleMayUse } from "@shared/staff";
import type { ReactNode } from "react";
import { useShopRole } from "@/lib/acting-shop";
import { BankCardsCard } from "./bank-cards-card";
import "./catalog";
import { GatewayCard } from "./gateway-card";
import { OwnerSettingsCard } from "./owner-settings-card";
import { RecentTransactionsCard } from "./recent-transactions-card";
import { SubscriptionCard } from "./subscription-card";

/**
 * 001 §2 settings tab: subscription, payment gateway, bank cards, recent transactions; issue 37's daily report; the
 * staff (`staff`, DESIGN 35). A manager of another's shop sees only what the manager area holds: the alerts and report.
 */
export function SellerSettingsPanel({ staff }: { staff?: ReactNode }) {
  const owner = roleMayUse(useShopRole(), "owner");
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {owner && (
        <>
          <SubscriptionCard />
          <GatewayCard />
          <BankCardsCard />
          <RecentTransactionsCard />
        </>
      )}
      <OwnerSettingsCard />
      {owner && staff}
    </div>
  );
}
