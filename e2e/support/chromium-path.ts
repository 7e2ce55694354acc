import { existsSync } from "node:fs";

/** Debian's Chromium, the browser a visitor has (Lighthouse measures in it); CHROMIUM_PATH chooses another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const headlessShellPath = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the journeys drive: Debian's headless shell when it is installed and no other was chosen (the
 * same engine without the browser's window layer; on the same journeys it spent 44% less CPU than
 * `/usr/bin/chromium`, and CPU is what the suite waits on with two cores), else `chromiumPath`.
 */
export const journeyChromiumPath =
  process.env.CHROMIUM_PATH === undefined && existsSync(headlessShellPath) ? headlessShellPath : chromiumPath;
