import { startTransition, useCallback, useEffect, useState } from "react";

type Loaded<T> = { status: "loading" } | { status: "loaded"; value: T } | { status: "failed" };

/**
 * What `load` gives, asked for once the browser has painted the first render: code that can wait (a panel
 * below the home's greeting) neither takes the connections the page's own code needs nor holds its paint
 * back. It is shown as a transition, so React renders it in slices between the browser's own work. Nothing is
 * asked for while `wanted` is false.
 */
export function useLoadedAfterPaint<T>(load: () => Promise<T>, wanted = true) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // Once wanted, always: a link that asked for it and then changed the address does not call it off.
  const [asked, setAsked] = useState(wanted);
  if (wanted && !asked) setAsked(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks again after a failure.
  useEffect(() => {
    if (!asked) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        load().then(
          (value) => !cancelled && startTransition(() => setLoaded({ status: "loaded", value })),
          (error: unknown) => {
            console.error("a part of the page failed to load", error);
            if (!cancelled) setLoaded({ status: "failed" });
          },
        );
      }, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [load, attempt, asked]);
  const retry = useCallback(() => {
    setLoaded({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);
  return { value: loaded.status === "loaded" ? loaded.value : undefined, failed: loaded.status === "failed", retry };
}
