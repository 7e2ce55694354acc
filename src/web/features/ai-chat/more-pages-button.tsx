import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A paged list's next page: whether there is one, whether it is on its way, and how to ask for it. */
export type MorePages = { available: boolean; loading: boolean; load: () => void };

/** Loads the next page of a list on request; nothing when the list is complete. */
export function MorePagesButton({ pages, label }: { pages: MorePages; label: string }) {
  if (!pages.available) return null;
  return (
    <Button variant="ghost" size="sm" className="self-center" disabled={pages.loading} onClick={pages.load}>
      {pages.loading && <Spinner className="size-4" />}
      {label}
    </Button>
  );
}
