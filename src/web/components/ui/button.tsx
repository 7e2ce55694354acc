import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/class-names";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline dark:text-accent-foreground",
        luxury:
          "bg-linear-to-r from-amber-200 via-gold to-amber-400 font-bold text-gold-foreground shadow-md shadow-amber-500/20 hover:brightness-105",
        hero: "bg-linear-to-r from-violet-700 to-fuchsia-700 font-bold text-white shadow-lg shadow-violet-700/30 hover:brightness-110",
        youtube: "bg-[#c4302b] font-semibold text-white hover:bg-[#a82824]",
        tiktok: "bg-black font-semibold text-white shadow-[-2px_-2px_0_#25f4ee,2px_2px_0_#fe2c55] hover:bg-neutral-900",
        instagram:
          "bg-linear-to-r from-[#833ab4] via-[#c13584] to-[#c1440e] font-semibold text-white hover:brightness-110",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 rounded-md px-3",
        lg: "h-12 rounded-lg px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** `asChild` renders the styles on the child, so a link can look like a button and stay a link. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}
