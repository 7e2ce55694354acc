import { useEffect, useState } from "react";

/** 000 §1: hidden once scrolling down past the threshold, shown again on any scroll up. */
export function nextHeaderHidden(wasHidden: boolean, previousY: number, y: number, threshold: number): boolean {
  if (y <= threshold) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}

export function useHideOnScroll(threshold: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let previousY = window.scrollY;
    function onScroll() {
      const y = window.scrollY;
      const from = previousY;
      setHidden((wasHidden) => nextHeaderHidden(wasHidden, from, y, threshold));
      previousY = y;
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return hidden;
}
