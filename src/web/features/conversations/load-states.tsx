import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A part of the tab that is still loading. */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-muted-foreground text-sm">
      <Spinner /> {text}
    </p>
  );
}

/** A part of the tab that could not be read, with a button to try again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 py-2 text-danger text-sm">
      {text}
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t("conversations.retry")}
      </Button>
    </div>
  );
}
