// The chunks of pages worth asking for beside the page table when one of them is the first page opened: the
// table (app-pages) would otherwise have to arrive and run before it asks for them, a round trip later.
// The dashboard is every signed-in visit's first page (Lighthouse's mobile LCP 3.3-3.5 s on a 2-core machine).
export const loadDashboardWithShop = () => import("./dashboard-with-shop");

const firstPageChunks: Record<string, () => Promise<unknown>> = {
  "/dashboard": loadDashboardWithShop,
};

/** Starts the download of the first page's own chunk; the page's lazy import meets the same module. */
export function preloadFirstPage(pathname: string): void {
  // A failure here is the page's to report, when its own import meets it.
  firstPageChunks[pathname.replace(/\/+$/, "")]?.().catch(() => {});
}
