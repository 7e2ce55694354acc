import { preloadCatalogs } from "@/i18n/i18n";
import { loadAuthClient } from "@/lib/auth/load-auth-client";
import { loadSheet } from "./layout/mobile-menu";
import { loadAppPages } from "./router";

const idleTimeoutMs = 2000;
// Safari has no requestIdleCallback: a short wait lets the first paint and the session check go first.
const safariDelayMs = 500;

/**
 * What a first click on the landing page needs (the sign-in, sign-up and prices pages, Better Auth's
 * client, the other language, the phone menu) is kept out of its first download and fetched once the
 * browser is idle after the first paint, so that click does not wait for the network.
 */
export function preloadNextSteps(): void {
  const preload = () => {
    // A preload that fails (offline) is no error of the page's: the click that needs the chunk reports its own.
    const ignoreFailure = () => {};
    loadAppPages()
      .then((pages) => Promise.all(pages.landingNextPages.map((load) => load())))
      .catch(ignoreFailure);
    loadAuthClient().catch(ignoreFailure);
    preloadCatalogs().catch(ignoreFailure);
    loadSheet().catch(ignoreFailure);
  };
  if ("requestIdleCallback" in window) requestIdleCallback(preload, { timeout: idleTimeoutMs });
  else setTimeout(preload, safariDelayMs);
}
