import type { AdminPayment } from "@shared/admin";
import { planById } from "@shared/plans";
import { FileText } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { formatLatin, useFormat } from "@/lib/format";
import { useAdminPayment } from "./api/payment";
import { ListView } from "./list-states";
import { PaymentStatusBadge } from "./payment-status-badge";
import { PersonLabel } from "./person-label";

/**
 * The details action (000 §2 left it without one): every recorded field of the payment, read from the server
 * when opened, so what it shows is the record itself, not the list's copy of it.
 */
export function PaymentDetailsDialog({ paymentId, name }: { paymentId: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const payment = useAdminPayment(paymentId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t("admin.payments.details.openNamed", { payment: name })}>
          <FileText aria-hidden="true" />
          {t("admin.payments.details.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("admin.payments.details.close")} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {/* The reference is never split over two lines (REF- on one, its digits on the next). */}
            {t("admin.payments.details.title")} <span className="whitespace-nowrap">{name}</span>
          </DialogTitle>
          <DialogDescription>{t("admin.payments.details.description")}</DialogDescription>
        </DialogHeader>
        <ListView
          query={payment}
          loading={t("admin.payments.details.loading")}
          failed={t("admin.payments.details.failed")}
        >
          {(details) => <PaymentFields payment={details} />}
        </ListView>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("admin.payments.details.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PaymentFields({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t("admin.payments.none");
  const latin = (text: string | null | undefined) => (text ? formatLatin(text, format.locale) : none);
  const plan = planById(payment.plan_id)?.name[format.locale] ?? payment.plan_type;
  const user = payment.user ? (
    <PersonLabel name={payment.user.full_name} email={payment.user.email} />
  ) : (
    t("admin.payments.deletedUser")
  );
  const fields: [string, ReactNode][] = [
    [t("admin.payments.fields.id"), latin(payment.id)],
    [t("admin.payments.fields.reference"), latin(payment.ref_id)],
    [t("admin.payments.fields.user"), user],
    [t("admin.payments.fields.amount"), format.toman(payment.amount)],
    [t("admin.payments.fields.plan"), `${plan} (${latin(payment.plan_type)})`],
    [t("admin.payments.fields.method"), t(`admin.payments.methods.${payment.method}`)],
    [t("admin.payments.fields.authority"), latin(payment.authority)],
    [t("admin.payments.fields.card"), latin(payment.card_pan)],
    [t("admin.payments.fields.date"), format.dateTime(payment.created_at)],
    [t("admin.payments.fields.paidAt"), payment.paid_at ? format.dateTime(payment.paid_at) : none],
  ];
  if (payment.refund) {
    fields.push(
      [t("admin.payments.fields.refundedAt"), format.dateTime(payment.refund.at)],
      [t("admin.payments.fields.refundReason"), payment.refund.reason],
      [t("admin.payments.fields.refundedBy"), latin(payment.refund.by)],
    );
  }
  return (
    <dl className="grid gap-2 text-sm">
      <div className="flex items-center gap-2">
        <dt className="text-muted-foreground">{t("admin.payments.fields.status")}:</dt>
        <dd>
          <PaymentStatusBadge status={payment.status} />
        </dd>
      </div>
      {fields.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-2">
          <dt className="text-muted-foreground">{label}</dt>
          {/* Free text (a refund reason) keeps its own direction and punctuation inside the other language. */}
          <dd className="wrap-anywhere min-w-0">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
