import { Fragment, type ReactNode } from "react";
import { phoneWidth, useMediaQuery } from "@/lib/use-media-query";
import "./catalog";
import { HomeGreeting } from "./home-greeting";
import { HomeToolCards } from "./home-tool-cards";
import { UpgradeCard } from "./upgrade-card";

/**
 * DESIGN d1: the user home, and below it the seller workspace's six tabs (HOME-08), which the route passes
 * in with the seller's first steps: a feature does not import another one. Below the greeting nothing is
 * drawn until `ready` (the steps are known), so nothing already shown moves when they arrive; a seller with a
 * bot (`sellerFirst`) has the workspace before the creator cards on a phone (issue 35).
 */
export function DashboardPage({
  setup,
  workspace,
  ready = true,
  sellerFirst = false,
}: {
  setup?: ReactNode;
  workspace: ReactNode;
  ready?: boolean;
  sellerFirst?: boolean;
}) {
  const phone = useMediaQuery(phoneWidth);
  // Keyed, so a reorder (the first bot connected) moves the workspace instead of mounting it again: a form
  // half filled in it keeps what was typed.
  const parts = [
    <Fragment key="creator">
      <HomeToolCards />
      <UpgradeCard />
    </Fragment>,
    <Fragment key="workspace">{workspace}</Fragment>,
  ];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <HomeGreeting />
      {ready && (
        <>
          {setup}
          {sellerFirst && phone ? [...parts].reverse() : parts}
        </>
      )}
    </div>
  );
}
