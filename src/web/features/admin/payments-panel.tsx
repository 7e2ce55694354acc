import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { type PaymentFilter, useAdminPayments } from "./api/payments";
import { ListView } from "./list-states";
import { PanelTitle } from "./panel-title";
import { PaymentCard } from "./payment-card";

// Success first after all: the status an admin looks for most (DESIGN d11: success is paid).
const filters: readonly PaymentFilter[] = ["all", "paid", "pending", "failed", "refunded"];
const isFilter = (value: string): value is PaymentFilter => (filters as readonly string[]).includes(value);

/** ADM-24, ADM-25: everyone's latest 50 payments, by status, with details and the refund. */
export function PaymentsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PaymentFilter>("all");
  const payments = useAdminPayments(status);
  return (
    <Card>
      <CardHeader>
        <PanelTitle>{t("admin.payments.title")}</PanelTitle>
        <CardDescription>{t("admin.payments.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FormField id="admin-payments-status" label={t("admin.payments.filter")} className="sm:max-w-56">
          {(control) => (
            <NativeSelect
              {...control}
              value={status}
              onChange={(event) => {
                if (isFilter(event.target.value)) setStatus(event.target.value);
              }}
            >
              {filters.map((value) => (
                <option key={value} value={value}>
                  {value === "all" ? t("admin.payments.all") : t(`admin.payments.statuses.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <ListView
          query={payments}
          loading={t("admin.payments.loading")}
          failed={t("admin.payments.failed")}
          empty={{
            text: status === "all" ? t("admin.payments.empty") : t("admin.payments.emptyFiltered"),
            when: (items) => items.length === 0,
          }}
        >
          {(items) => (
            <ul
              aria-label={t("admin.payments.listLabel")}
              aria-busy={payments.isFetching}
              className="flex flex-col gap-3"
            >
              {items.map((payment) => (
                <li key={payment.id}>
                  <PaymentCard payment={payment} />
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </CardContent>
    </Card>
  );
}
