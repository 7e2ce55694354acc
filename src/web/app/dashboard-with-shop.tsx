import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DashboardPage } from "@/features/dashboard/dashboard-page";
import { shopSetupQuery } from "@/features/shop-setup/api/shop-setup";
import { ShopSetupChecklist } from "@/features/shop-setup/shop-setup-checklist";
import { useActingShop } from "@/lib/acting-shop";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * The user home with the seller's first steps above the workspace; both features meet here (issue 35). Staff working
 * in another's shop (DESIGN 35) have no first steps, and the workspace they came for comes first on a phone.
 */
export function DashboardWithShop({ workspace }: { workspace: ReactNode }) {
  const { user } = useAuth();
  const inOwnShop = useActingShop() === null;
  const setup = useQuery(shopSetupQuery(inOwnShop ? (user?.id ?? null) : null));
  return (
    <DashboardPage
      setup={inOwnShop ? <ShopSetupChecklist /> : undefined}
      workspace={workspace}
      ready={!setup.isPending || setup.fetchStatus === "idle"}
      sellerFirst={!inOwnShop || setup.data?.bot != null}
    />
  );
}
