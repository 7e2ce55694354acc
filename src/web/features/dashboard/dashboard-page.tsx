import { SellerWorkspace } from "@/features/workspace/seller-workspace";
import { HomeGreeting } from "./home-greeting";
import { HomeToolCards } from "./home-tool-cards";
import { UpgradeCard } from "./upgrade-card";

/** DESIGN d1: the user home, and below it the seller workspace's six tabs (HOME-08). */
export function DashboardPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <HomeGreeting />
      <HomeToolCards />
      <UpgradeCard />
      <SellerWorkspace />
    </div>
  );
}
