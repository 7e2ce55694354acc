import { type SentEmail, type SentEmailListQuery, sentEmailStatuses } from "@shared/sent-emails";
import { FilterX, Info, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { SearchField } from "@/components/search-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import type { AuthUser } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSentEmails } from "./api/sent-emails";
import { NewEmailDialog } from "./new-email-dialog";
import { SentEmailDialog } from "./sent-email-dialog";
import { SentEmailList } from "./sent-email-list";

type StatusFilter = SentEmailListQuery["status"];
const statusFilters: readonly StatusFilter[] = ["all", ...sentEmailStatuses];
const isStatus = (value: string): value is StatusFilter => (statusFilters as readonly string[]).includes(value);
const searchDelayMs = 300;

/** /sent-emails for a signed-in user (001 §2, STAT-28..33): counters, search, status filter, list, view, resend, new e-mail. */
export function SentEmailsWorkspace({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [viewed, setViewed] = useState<SentEmail | null>(null);
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const emails = useSentEmails({ q, status });
  // The dialog follows the list, so a resend from it shows the new status.
  const shown = viewed && (emails.data?.items.find((email) => email.id === viewed.id) ?? viewed);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-extrabold text-3xl">{t("sentEmails.title")}</h1>
          <p className="text-muted-foreground leading-relaxed">{t("sentEmails.subtitle")}</p>
        </div>
        <NewEmailDialog user={user} />
      </header>
      <ul className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-4 text-muted-foreground text-sm">
        {emails.data?.mail_mode === "outbox" && <Note text={t("sentEmails.notes.outbox")} />}
        <Note text={t("sentEmails.notes.rates")} />
      </ul>
      {emails.data && <EmailCounters counters={emails.data.counters} />}
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_14rem_auto]">
        <SearchField
          id="sent-emails-search"
          label={t("sentEmails.filters.search")}
          placeholder={t("sentEmails.filters.searchPlaceholder")}
          value={search}
          onChange={setSearch}
        />
        <FormField id="sent-emails-status" label={t("sentEmails.filters.status")}>
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
                  {value === "all" ? t("sentEmails.filters.all") : t(`sentEmails.statuses.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button
          variant="outline"
          disabled={search === "" && status === "all"}
          onClick={() => {
            setSearch("");
            setStatus("all");
          }}
        >
          <FilterX aria-hidden="true" />
          {t("sentEmails.filters.clear")}
        </Button>
      </div>
      <EmailResults emails={emails} onView={setViewed} />
      {shown && <SentEmailDialog key={shown.id} email={shown} onClose={() => setViewed(null)} />}
    </div>
  );
}

function Note({ text }: { text: string }) {
  return (
    <li className="flex items-start gap-2">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </li>
  );
}

function EmailCounters({ counters }: { counters: NonNullable<ReturnType<typeof useSentEmails>["data"]>["counters"] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-label={t("sentEmails.counters.label")}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(["total", "delivered", "sending", "failed"] as const).map((key) => (
          <div key={key} className="rounded-lg border bg-card p-4">
            <dt className="text-muted-foreground text-sm">{t(`sentEmails.counters.${key}`)}</dt>
            <dd className="mt-1 font-bold text-xl">{format.number(counters[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The list in its states: loading, failed with a retry, no e-mail at all, none matching, or shown. */
function EmailResults({
  emails,
  onView,
}: {
  emails: ReturnType<typeof useSentEmails>;
  onView: (email: SentEmail) => void;
}) {
  const { t } = useTranslation();
  if (emails.data === undefined && emails.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
        {t("sentEmails.list.failed")}
        <Button variant="outline" size="sm" onClick={() => void emails.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t("sentEmails.list.retry")}
        </Button>
      </div>
    );
  }
  if (emails.data === undefined) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> {t("sentEmails.list.loading")}
      </p>
    );
  }
  const { items, counters } = emails.data;
  if (counters.total === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        {t("sentEmails.list.noEmails")}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        {t("sentEmails.list.noMatch")}
      </p>
    );
  }
  return <SentEmailList emails={items} busy={emails.isFetching} onView={onView} />;
}
