import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/** The address's way to open a dialog (`?open=gateway`), as the first-steps checklist links to one. */
export const openParam = "open";

/**
 * A dialog's open state that a link can set: opened when the address names it, and the name dropped from the
 * address once it closes, so a reload or the back button does not open it again.
 */
export function useOpenedByLink(name: string): [boolean, (open: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(openParam) === name;
  const [open, setOpen] = useState(asked);
  useEffect(() => {
    if (asked) setOpen(true);
  }, [asked]);
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (next || !asked) return;
      setSearchParams(
        (params) => {
          params.delete(openParam);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [asked, setSearchParams],
  );
  return [open, change];
}
