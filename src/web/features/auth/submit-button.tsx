import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** 000 §2: while the request is pending the button is disabled, busy and spinning. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
      {busy && <Spinner />}
      {children}
    </Button>
  );
}
