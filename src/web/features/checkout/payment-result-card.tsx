import { CircleCheck, CircleX, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/class-names";

type Tone = "success" | "failure";

const tones: Record<Tone, { icon: LucideIcon; color: string; ring: string }> = {
  success: { icon: CircleCheck, color: "text-emerald-700 dark:text-emerald-400", ring: "bg-emerald-500/15" },
  failure: { icon: CircleX, color: "text-danger", ring: "bg-destructive/15" },
};

/**
 * 001 §2: the verification page's and the failed page's outcome, green or red, with its buttons;
 * `notes` go above the tracking code, `help` below the buttons.
 */
export function PaymentResultCard(props: {
  tone: Tone;
  title: string;
  description?: string;
  trackingCode?: string | null;
  notes?: ReactNode;
  help?: ReactNode;
  children: ReactNode;
}) {
  const { icon: Icon, color, ring } = tones[props.tone];
  return (
    <ResultFrame>
      <CardHeader className="items-center gap-3">
        <span className={cn("flex size-16 items-center justify-center rounded-full", ring, color)}>
          <Icon aria-hidden="true" className="size-9" />
        </span>
        <h1 className={cn("font-extrabold text-2xl", color)}>{props.title}</h1>
        {props.description && <CardDescription className="text-base">{props.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-5">
        {props.notes}
        {props.trackingCode && <TrackingCode code={props.trackingCode} />}
        <div className="flex w-full flex-col justify-center gap-3 sm:flex-row">{props.children}</div>
        {props.help}
      </CardContent>
    </ResultFrame>
  );
}

/** PAY-29: the verification page while the server verifies. */
export function PaymentPendingCard({ label }: { label: string }) {
  return (
    <ResultFrame>
      <CardHeader role="status" className="items-center gap-4 py-12">
        <Spinner className="size-10 text-primary dark:text-accent-foreground" />
        <p className="font-semibold text-lg">{label}</p>
      </CardHeader>
    </ResultFrame>
  );
}

function ResultFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 items-center px-4 py-12">
      <Card className="w-full text-center">{children}</Card>
    </div>
  );
}

/** A code the buyer may quote to support or the bank: kept in Latin characters, left to right, selectable. */
function TrackingCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center justify-center gap-2 rounded-md bg-muted px-4 py-2 text-sm">
      <span className="text-muted-foreground">{t("paymentResult.trackingCode")}:</span>
      <span dir="ltr" className="select-all break-all font-mono font-semibold">
        {code}
      </span>
    </p>
  );
}
