import "@/features/checkout/catalog";
import type { PaymentReceipt } from "@shared/payments";
import { planById } from "@shared/plans";
import { FileQuestion, LayoutDashboard, Printer, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiErrorKey } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { usePaymentReceipt } from "./api/payment-receipt";

/**
 * /payment/receipt/:paymentId (decision 021): what a paid payment bought, to keep or print: plan, amount,
 * tracking code, payment date and the plan's Jalali start and end. Another user's payment is not found.
 */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { paymentId = "" } = useParams();
  const receipt = usePaymentReceipt(paymentId);
  if (receipt.isPending) {
    return (
      <Frame>
        <CardHeader role="status" className="items-center gap-4 py-12">
          <Spinner className="size-10 text-primary dark:text-accent-foreground" />
          <p className="font-semibold text-lg">{t("receipt.loading")}</p>
        </CardHeader>
      </Frame>
    );
  }
  if (receipt.isError) {
    const missing =
      receipt.error instanceof ApiError && ["not_found", "validation_failed"].includes(receipt.error.code);
    return (
      <Frame>
        <CardHeader role="alert" className="items-center gap-3 text-center">
          <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
          <h1 className="font-extrabold text-2xl">{missing ? t("receipt.notFound.title") : t("receipt.loadFailed")}</h1>
          <CardDescription>
            {missing ? t("receipt.notFound.description") : t(apiErrorKey(receipt.error))}
          </CardDescription>
          <DashboardButton />
        </CardHeader>
      </Frame>
    );
  }
  return <ReceiptCard receipt={receipt.data} />;
}

function ReceiptCard({ receipt }: { receipt: PaymentReceipt }) {
  const { t } = useTranslation();
  const format = useFormat();
  const plan = planById(receipt.plan_id);
  return (
    <Frame>
      <CardHeader className="gap-2 border-b print:border-b-2">
        <h1 className="flex items-center gap-2 font-extrabold text-2xl">
          <ReceiptText aria-hidden="true" className="size-6 text-primary dark:text-accent-foreground" />
          {t("receipt.title")}
        </h1>
        {receipt.status === "refunded" && (
          <p className="rounded-md bg-amber-500/15 px-3 py-2 text-amber-900 text-sm dark:text-amber-200">
            {t("receipt.refunded")}
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-6 pt-6">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Entry label={t("receipt.plan")}>
            <span className="font-bold text-base">{plan?.name[format.locale] ?? receipt.plan_id}</span>
          </Entry>
          <Entry label={t("receipt.amount")}>
            <span className="font-bold text-base">{format.toman(receipt.amount)}</span>
          </Entry>
          {receipt.credit > 0 && <Entry label={t("receipt.credit")}>{format.toman(receipt.credit)}</Entry>}
          <Entry label={t("receipt.trackingCode")} wide>
            {/* A code quoted to support or the bank: Latin, left to right, wrapping anywhere so nothing is cut. */}
            <span dir="ltr" className="block select-all break-all font-mono font-semibold">
              {receipt.ref_id ?? "—"}
            </span>
          </Entry>
          <Entry label={t("receipt.paidAt")}>{format.dateTime(receipt.paid_at)}</Entry>
          <Entry label={t("receipt.method")}>{t(`receipt.methods.${receipt.method}`)}</Entry>
          {receipt.starts_at && <Entry label={t("receipt.startsAt")}>{format.date(receipt.starts_at)}</Entry>}
          {receipt.ends_at && <Entry label={t("receipt.endsAt")}>{format.date(receipt.ends_at)}</Entry>}
        </dl>
        <div className="flex flex-col gap-3 sm:flex-row print:hidden">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t("receipt.print")}
          </Button>
          <DashboardButton />
          <Button asChild variant="ghost">
            <Link to="/transactions">{t("receipt.transactions")}</Link>
          </Button>
        </div>
      </CardContent>
    </Frame>
  );
}

function Entry({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="mb-1 text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function DashboardButton() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to="/dashboard">
        <LayoutDashboard aria-hidden="true" />
        {t("receipt.dashboard")}
      </Link>
    </Button>
  );
}

/**
 * Printed, the card is the page (the site's header and footer are not printed): no frame, no shadow, and
 * black on white whatever the theme, since browsers leave backgrounds out of print.
 */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12 print:max-w-none print:p-0">
      <Card className="w-full print:border-0 print:bg-white print:text-black print:shadow-none print:**:text-black">
        {children}
      </Card>
    </div>
  );
}
