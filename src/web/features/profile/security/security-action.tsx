import type { ReactNode } from "react";
import { CardDescription } from "@/components/ui/card";

/** A line of explanation with its action beside it (under it on a phone). */
export function SecurityAction({ description, children }: { description: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <CardDescription className="sm:max-w-prose">{description}</CardDescription>
      {children}
    </div>
  );
}
