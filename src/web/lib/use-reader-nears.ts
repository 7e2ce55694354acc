import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the reader is on their way to the element: it has come within a screen's height of the viewport, or
 * the page has been scrolled at all. Once true, it stays. Content far below the fold (the seller workspace under
 * a new user's home on a phone) is then made only for a reader heading there, and early enough to be ready on
 * arrival: it took half a second to appear on a desktop CPU once asked for, a phone's scroll to it about one.
 */
export function useReaderNears(ref: RefObject<Element | null>, skip = false): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (skip || near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const nearing = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && nearing(), {
      rootMargin: "100% 0px 100% 0px",
    });
    observer.observe(element);
    window.addEventListener("scroll", nearing, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", nearing);
    };
  }, [ref, skip, near]);
  return near;
}
