import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/class-names";

/** Decorative by default; give it a `label` when nothing else says what is loading. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const icon = <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin", className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
