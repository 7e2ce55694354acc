import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/class-names";

export const Sheet = SheetPrimitive.Root;

/** A dialog that slides in from the inline end of the page (the left in Persian). */
export function SheetContent({
  className,
  children,
  closeLabel,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { closeLabel: string }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/60" />
      <SheetPrimitive.Content
        className={cn(
          "fixed inset-y-0 end-0 z-50 flex w-4/5 max-w-sm animate-sheet-in flex-col gap-4 overflow-y-auto border-s bg-background p-6 shadow-xl",
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          aria-label={closeLabel}
          className="absolute end-4 top-4 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <XIcon aria-hidden="true" className="size-5" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn("font-bold text-lg", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn("text-muted-foreground text-sm", className)} {...props} />;
}
