import type { ReactNode } from "react";
import "./catalog";
import { HomeGreeting } from "./home-greeting";
import { HomeToolCards } from "./home-tool-cards";
import { UpgradeCard } from "./upgrade-card";

/**
 * DESIGN d1: the user home, and below it the seller workspace's six tabs (HOME-08), which the route
 * passes in: a feature does not import another one.
 */
export function DashboardPage({ workspace }: { workspace: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <HomeGreeting />
      <HomeToolCards />
      <UpgradeCard />
      {workspace}
    </div>
  );
}
