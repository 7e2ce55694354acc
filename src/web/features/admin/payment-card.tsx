import type { AdminPayment } from "@shared/admin";
import { planById } from "@shared/plans";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { PaymentDetailsDialog } from "./payment-details-dialog";
import { paymentName } from "./payment-name";
import { PaymentStatusBadge } from "./payment-status-badge";
import { PersonLabel } from "./person-label";
import { RefundDialog } from "./refund-dialog";

/** ADM-24: reference, user, amount in toman, plan, status and date; details always, refund when paid. */
export function PaymentCard({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = paymentName(payment, format.locale);
  const titleId = `admin-payment-${payment.id}`;
  const user = payment.user ? (
    <PersonLabel name={payment.user.full_name} email={payment.user.email} />
  ) : (
    t("admin.payments.deletedUser")
  );
  const details: [string, ReactNode][] = [
    [t("admin.payments.fields.user"), user],
    [t("admin.payments.fields.amount"), format.toman(payment.amount)],
    [t("admin.payments.fields.plan"), planById(payment.plan_id)?.name[format.locale] ?? payment.plan_type],
    [t("admin.payments.fields.date"), format.dateTime(payment.created_at)],
  ];
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          <span className="text-muted-foreground text-sm">{t("admin.payments.fields.reference")}: </span>
          <span className="wrap-anywhere font-mono text-sm">{payment.ref_id ?? t("admin.payments.none")}</span>
        </h3>
        <PaymentStatusBadge status={payment.status} />
      </header>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-2">
            <dt className="shrink-0 text-muted-foreground">{label}:</dt>
            <dd className="wrap-anywhere min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <PaymentDetailsDialog paymentId={payment.id} name={name} />
        {payment.status === "paid" && <RefundDialog paymentId={payment.id} name={name} />}
      </div>
    </article>
  );
}
