import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { PageSpinner } from "@/components/page-spinner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useScrollToTop } from "./use-scroll-to-top";

const mainContentId = "main-content";

export function AppLayout() {
  const { t } = useTranslation();
  useScrollToTop();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${mainContentId}`}
        className="-translate-y-20 fixed start-4 top-2 z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground shadow-lg focus:translate-y-0"
      >
        {t("shell.skipToContent")}
      </a>
      <SiteHeader />
      {/* At least the screen below the header: the footer starts below the fold, so a page whose code or
          data arrives later grows without pushing a footer the visitor already sees (layout shift). */}
      <main id={mainContentId} tabIndex={-1} className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
