import { useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from "react";
import { charactersOf, revealedCount, typewriterMsPerCharacter } from "./typewriter";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia(reducedMotionQuery).matches;
}

/** The part of `text` shown so far (YOUR-07); all of it at once when the user asks for less motion. */
export function useTypewriter(text: string, animate: boolean, onDone: () => void): string {
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
  const characters = useMemo(() => charactersOf(text), [text]);
  const [shown, setShown] = useState(0);
  const finish = useEffectEvent(onDone);
  const running = animate && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const startedAt = performance.now();
    const timer = setInterval(() => {
      const count = revealedCount(performance.now() - startedAt, characters.length);
      setShown(count);
      if (count >= characters.length) {
        clearInterval(timer);
        finish();
      }
    }, typewriterMsPerCharacter);
    return () => clearInterval(timer);
  }, [running, characters]);

  return running ? characters.slice(0, shown).join("") : text;
}
