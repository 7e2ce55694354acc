import { type TransactionListQuery, transactionStatuses, transactionTypes } from "@shared/transactions";
import { Download, FilterX, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { SearchField } from "@/components/search-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useTransactionList } from "./api/transaction-list";
import { saveTextFile } from "./download-report";
import { TransactionCounters } from "./transaction-counters";
import { TransactionList } from "./transaction-list";
import { transactionWords } from "./transaction-words";
import { reportFileName, transactionsReportCsv } from "./transactions-report";

type StatusFilter = TransactionListQuery["status"];
type TypeFilter = TransactionListQuery["type"];
const statusFilters: readonly StatusFilter[] = ["all", ...transactionStatuses];
const typeFilters: readonly TypeFilter[] = ["all", ...transactionTypes];
const isStatus = (value: string): value is StatusFilter => (statusFilters as readonly string[]).includes(value);
const isType = (value: string): value is TypeFilter => (typeFilters as readonly string[]).includes(value);
const searchDelayMs = 300;

/** /transactions for a signed-in user (001 §2, STAT-22..27): counters, search, filters, list and the report. */
export function TransactionsWorkspace() {
  const { t } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [type, setType] = useState<TypeFilter>("all");
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const transactions = useTransactionList({ q, status, type });
  const filtered = search !== "" || status !== "all" || type !== "all";
  const listed = transactions.data?.items ?? [];

  function clearFilters() {
    setSearch("");
    setStatus("all");
    setType("all");
  }

  function downloadReport() {
    const csv = transactionsReportCsv(listed, transactionWords(t, format));
    saveTextFile(csv, reportFileName(t("transactionsPage.report.fileName"), new Date()), "text/csv;charset=utf-8");
    toast.success(t("transactionsPage.report.downloaded", { value: format.number(listed.length) }));
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-extrabold text-3xl">{t("transactionsPage.title")}</h1>
          <p className="text-muted-foreground leading-relaxed">{t("transactionsPage.subtitle")}</p>
        </div>
        <Button onClick={downloadReport} disabled={listed.length === 0}>
          <Download aria-hidden="true" />
          {t("transactionsPage.report.download")}
        </Button>
      </header>
      {transactions.data && <TransactionCounters counters={transactions.data.counters} />}
      <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_auto]">
        <SearchField
          id="transactions-search"
          label={t("transactionsPage.filters.search")}
          className="sm:col-span-2 lg:col-span-1"
          placeholder={t("transactionsPage.filters.searchPlaceholder")}
          value={search}
          onChange={setSearch}
        />
        <FormField id="transactions-status" label={t("transactionsPage.filters.status")}>
          {(control) => (
            <NativeSelect
              {...control}
              value={status}
              onChange={(event) => {
                if (isStatus(event.target.value)) setStatus(event.target.value);
              }}
            >
              {statusFilters.map((value) => (
                <option key={value} value={value}>
                  {value === "all" ? t("transactionsPage.filters.all") : t(`transactionsPage.statuses.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="transactions-type" label={t("transactionsPage.filters.type")}>
          {(control) => (
            <NativeSelect
              {...control}
              value={type}
              onChange={(event) => {
                if (isType(event.target.value)) setType(event.target.value);
              }}
            >
              {typeFilters.map((value) => (
                <option key={value} value={value}>
                  {value === "all" ? t("transactionsPage.filters.all") : t(`transactionsPage.types.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button variant="outline" onClick={clearFilters} disabled={!filtered} className="sm:col-span-2 lg:col-span-1">
          <FilterX aria-hidden="true" />
          {t("transactionsPage.filters.clear")}
        </Button>
      </div>
      <TransactionResults transactions={transactions} />
    </div>
  );
}

/** The list in its states: loading, failed with a retry, no transaction at all, none matching, or shown. */
function TransactionResults({ transactions }: { transactions: ReturnType<typeof useTransactionList> }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (transactions.data === undefined && transactions.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
        {t("transactionsPage.list.failed")}
        <Button variant="outline" size="sm" onClick={() => void transactions.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t("transactionsPage.list.retry")}
        </Button>
      </div>
    );
  }
  if (transactions.data === undefined) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> {t("transactionsPage.list.loading")}
      </p>
    );
  }
  const { items, matched, counters } = transactions.data;
  if (counters.total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        <p>{t("transactionsPage.list.noTransactions")}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/subscriptions">{t("transactionsPage.list.viewPlans")}</Link>
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        {t("transactionsPage.list.noMatch")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <TransactionList transactions={items} busy={transactions.isFetching} />
      {matched > items.length && (
        <p className="text-muted-foreground text-sm">
          {t("transactionsPage.list.shown", { shown: format.number(items.length), matched: format.number(matched) })}
        </p>
      )}
    </div>
  );
}
