import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/class-names";

type ContentSectionProps = {
  icon: LucideIcon;
  title: string;
  /** A control beside the title (a copy-all button). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One part of a day's content (ideas, captions, …) under its own heading. */
export function ContentSection({ icon: Icon, title, action, children, className }: ContentSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn("flex flex-col gap-3 rounded-lg border p-3 sm:p-4", className)}>
      <div className="flex min-h-8 items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-bold">
          <Icon aria-hidden="true" className="size-4 text-primary dark:text-accent-foreground" />
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}
