import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/class-names";
import { openParam } from "@/lib/use-opened-by-link";
import "./catalog";
import { type WorkspaceTab, workspaceTabFrom, workspaceTabs } from "./workspace-tab";
import { workspaceTabIcons } from "./workspace-tab-icons";

const workspaceAnchor = "shop";
/** The tab row's columns by how many tabs a role sees: at most three a row on a phone, one row from `sm` up. */
const tabColumns: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-3 sm:grid-cols-4",
  5: "grid-cols-3 sm:grid-cols-5",
  6: "grid-cols-3 sm:grid-cols-6",
  7: "grid-cols-3 sm:grid-cols-7",
};

/**
 * HOME-08, HOME-09: the six tabs below the user home; the open one lives in the address. The seller
 * features are composed in app/ (features never import each other), with what a tab shows beside its name
 * (the count of new orders).
 */
export function SellerWorkspace({
  panels,
  badges = {},
  tabs = workspaceTabs,
  switcher,
}: {
  panels: Record<WorkspaceTab, ReactNode>;
  badges?: Partial<Record<WorkspaceTab, ReactNode>>;
  /** The tabs shown: those the user's role in the shop uses (DESIGN 35); a link to another opens the first. */
  tabs?: readonly WorkspaceTab[];
  /** The choice of shop, for staff of other shops. */
  switcher?: ReactNode;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = workspaceTabFrom(searchParams.get("tab"));
  const tab = tabs.includes(asked) ? asked : (tabs[0] ?? asked);
  const location = useLocation();

  // The header's "Shop" (`/dashboard#shop`) brings the workspace into sight, each time it is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation (its key) is what scrolls
  useEffect(() => {
    if (location.hash === `#${workspaceAnchor}`) document.getElementById(workspaceAnchor)?.scrollIntoView();
  }, [location.key]);

  // Replacing, not pushing: switching tabs should not fill the back button's history.
  function selectTab(next: string) {
    setSearchParams(
      (params) => {
        params.set("tab", workspaceTabFrom(next));
        // A dialog a link opened belongs to the tab it was opened on.
        params.delete(openParam);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <section id={workspaceAnchor} aria-labelledby="workspace-title" className="flex scroll-mt-20 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="workspace-title" className="font-bold text-xl">
            {t("workspace.title")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("workspace.description")}</p>
        </div>
        {switcher}
      </div>
      <Tabs value={tab} onValueChange={selectTab}>
        {/* Three a row on a phone, so every tab stays in sight; one row from the small breakpoint up. */}
        <TabsList
          aria-label={t("workspace.tabsLabel")}
          className={cn("grid h-auto w-full gap-1", tabColumns[Math.min(tabs.length, 7)])}
        >
          {tabs.map((name) => {
            const Icon = workspaceTabIcons[name];
            return (
              <TabsTrigger key={name} value={name} className="min-h-9 gap-1.5 px-2 [&_svg]:size-4">
                <Icon aria-hidden="true" className="hidden shrink-0 sm:inline" />
                {t(`workspace.tabs.${name}`)}
                {badges[name]}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {tabs.map((name) => (
          <TabsContent key={name} value={name}>
            {panels[name]}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
