import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/class-names";

type SecretInputProps = Omit<ComponentProps<typeof Input>, "type"> & {
  /** The toggle's label: "Show the access token". */
  showLabel: string;
};

/** A secret typed hidden, with a toggle that shows it for checking before it is sent. */
export function SecretInput({ showLabel, className, ...props }: SecretInputProps) {
  const [shown, setShown] = useState(false);
  return (
    // Secrets read left to right in either language, so the toggle sits at their end, the right.
    <div dir="ltr" className="relative">
      <Input {...props} type={shown ? "text" : "password"} className={cn("pe-11", className)} />
      <Button
        variant="ghost"
        size="icon"
        className="absolute end-0.5 top-0.5 size-9 text-muted-foreground"
        aria-label={showLabel}
        aria-pressed={shown}
        title={showLabel}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
    </div>
  );
}
