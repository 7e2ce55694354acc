import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

/** One way to reach support: its icon, name, and what it offers (a link, hours, a button). */
export function ContactCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-center gap-3 pb-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 className="font-bold text-lg leading-tight">{title}</h3>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col items-start gap-3 text-muted-foreground text-sm">
        {children}
      </CardContent>
    </Card>
  );
}

/** The page's heading and what it is for. */
export function SupportPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="font-extrabold text-3xl">{title}</h1>
      <p className="max-w-2xl text-muted-foreground leading-relaxed">{subtitle}</p>
    </header>
  );
}
