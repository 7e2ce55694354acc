import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

interface ListQuery<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

interface ListViewProps<T> {
  query: ListQuery<T>;
  loading: string;
  failed: string;
  /** What an empty list says, and when the data is empty; a read with no empty state leaves it out. */
  empty?: { text: string; when: (data: T) => boolean };
  children: (data: T) => ReactNode;
}

/**
 * Every list of the panel (and a payment's details) in its four states: loading, failed with a retry, empty, or shown. A list that
 * was shown stays on screen when a later read fails; the refresh's toast says so.
 */
export function ListView<T>({ query, loading, failed, empty, children }: ListViewProps<T>) {
  const { t } = useTranslation();
  const { data } = query;
  if (data === undefined && query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
        {failed}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t("admin.retry")}
        </Button>
      </div>
    );
  }
  if (data === undefined) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> {loading}
      </p>
    );
  }
  if (empty?.when(data)) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{empty.text}</p>;
  }
  return children(data);
}
