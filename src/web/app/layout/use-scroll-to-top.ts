import { useEffect } from "react";
import { useLocation } from "react-router";

/** 000 §1: every path change scrolls smoothly to the top (instantly for reduced motion). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is what triggers the scroll
  useEffect(() => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
  }, [pathname]);
}
