import { useSyncExternalStore } from "react";

/** Whether the window matches a CSS media query now, following it as it changes (a rotated phone). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's `sm` breakpoint: a phone held upright. */
export const phoneWidth = "(max-width: 639px)";
