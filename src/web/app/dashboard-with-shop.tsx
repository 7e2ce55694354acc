import type { ReactNode } from "react";
import { DashboardPage } from "@/features/dashboard/dashboard-page";
import { useShopSetup } from "@/features/shop-setup/api/shop-setup";
import { ShopSetupChecklist } from "@/features/shop-setup/shop-setup-checklist";

/** The user home with the seller's first steps above the workspace; both features meet here (issue 35). */
export function DashboardWithShop({ workspace }: { workspace: ReactNode }) {
  const setup = useShopSetup();
  return (
    <DashboardPage
      setup={<ShopSetupChecklist />}
      workspace={workspace}
      ready={!setup.isPending || setup.fetchStatus === "idle"}
      sellerFirst={setup.data?.bot != null}
    />
  );
}
