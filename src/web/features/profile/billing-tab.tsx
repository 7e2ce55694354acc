import type { Payment } from "@shared/payments";
import { planById } from "@shared/plans";
import { Receipt, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";

const statusTone: Record<Payment["status"], string> = {
  paid: "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300",
  pending: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  failed: "bg-red-500/15 text-red-700 dark:text-red-300",
  refunded: "bg-sky-500/15 text-sky-700 dark:text-sky-300",
};

/** PROF-47 (DESIGN d7): the user's real payments, newest first, or an empty state. */
export function BillingTab({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation();
  if (payments.length === 0) {
    return (
      <Card>
        <CardHeader className="items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Receipt aria-hidden="true" className="size-6" />
          </span>
          <CardTitle>{t("profile.billing.empty.title")}</CardTitle>
          <CardDescription>{t("profile.billing.empty.description")}</CardDescription>
          <Button asChild className="mt-2">
            <Link to="/subscriptions">{t("profile.billing.empty.button")}</Link>
          </Button>
        </CardHeader>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("profile.billing.title")}</CardTitle>
        <CardDescription>{t("profile.billing.caption")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="rounded-lg border p-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm md:grid-cols-5">
        <Entry label={t("profile.billing.date")}>{format.date(payment.created_at)}</Entry>
        <Entry label={t("profile.billing.plan")}>
          {planById(payment.plan_id)?.name[format.locale] ?? payment.plan_id}
        </Entry>
        <Entry label={t("profile.billing.amount")}>{format.toman(payment.amount)}</Entry>
        <Entry label={t("profile.billing.status")}>
          <span
            className={cn("inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs", statusTone[payment.status])}
          >
            {t(`profile.billing.statuses.${payment.status}`)}
          </span>
        </Entry>
        <Entry label={t("profile.billing.trackingCode")}>
          {payment.ref_id ? (
            <span dir="ltr" className="select-all break-all font-mono">
              {payment.ref_id}
            </span>
          ) : (
            t("profile.billing.noTrackingCode")
          )}
        </Entry>
      </dl>
      {/* Decision 021: a paid payment (refunded since or not) has its receipt. */}
      {(payment.status === "paid" || payment.status === "refunded") && (
        <Link
          to={`/payment/receipt/${payment.id}`}
          className="mt-3 inline-flex items-center gap-1 text-primary text-sm underline-offset-4 hover:underline dark:text-accent-foreground"
        >
          <ReceiptText aria-hidden="true" className="size-4" />
          {t("profile.billing.receipt")}
        </Link>
      )}
    </li>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
