import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within a screen's height of the viewport, once: it then stays true. Content far
 * below the fold (the seller workspace under a new user's home on a phone) is made only when the reader nears it.
 */
export function useNearViewport(ref: RefObject<Element | null>, skip = false): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (skip || near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // One screen below and above: scrolling at a reader's pace, the part is there before it comes into sight.
      { rootMargin: "100% 0px 100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, skip, near]);
  return near;
}
