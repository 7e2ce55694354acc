import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/lib/class-names";

const nearBottomPx = 80;

type ChatScrollAreaProps = {
  label: string;
  children: ReactNode;
  /** Changes when the user sends: the view goes back to the newest message even if they had scrolled up. */
  followSignal: number;
  className?: string;
};

/** The scrolling message area; it follows new text at the bottom unless the user scrolled up to read. Shared with /ai-your. */
export function ChatScrollArea({ label, children, followSignal, className }: ChatScrollAreaProps) {
  const outer = useRef<HTMLElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useEffect(() => {
    const area = outer.current;
    const content = inner.current;
    if (!area || !content) return;
    const observer = new ResizeObserver(() => {
      if (following.current) area.scrollTop = area.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const area = outer.current;
    if (followSignal === 0 || !area) return;
    following.current = true;
    area.scrollTop = area.scrollHeight;
  }, [followSignal]);

  function onScroll() {
    const area = outer.current;
    if (area) following.current = area.scrollHeight - area.scrollTop - area.clientHeight < nearBottomPx;
  }

  return (
    <section
      ref={outer}
      aria-label={label}
      onScroll={onScroll}
      className={cn("min-h-0 flex-1 overflow-y-auto", className)}
    >
      <div ref={inner} className="flex min-h-full flex-col">
        {children}
      </div>
    </section>
  );
}
