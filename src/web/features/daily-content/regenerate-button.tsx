import type { DailyContentAccess } from "@shared/daily-content";
import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useRegenerateContent } from "./api/regenerate-content";

/**
 * Today's content made again, within the plan's regenerations a day: it asks first, because it replaces
 * the whole day, edits included; it says how many are left and, with none left, where to get more.
 */
export function RegenerateButton({ contentId, access }: { contentId: string; access: DailyContentAccess }) {
  const { t } = useTranslation();
  const format = useFormat();
  const regenerate = useRegenerateContent();
  const { limit, used } = access.regenerations;
  const left = limit === null ? null : Math.max(0, limit - used);
  const leftText =
    left === null
      ? t("dailyContent.regenerate.unlimited")
      : t("dailyContent.regenerate.left", { count: left, left: format.number(left) });

  function confirm() {
    regenerate.mutate(contentId, {
      onSuccess: () => toast.success(t("dailyContent.regenerate.done")),
      onError: (error) =>
        toast.error(t("dailyContent.regenerate.failed"), { description: apiErrorMessage(t, error, format.locale) }),
    });
  }

  return (
    <div className="flex flex-col items-end gap-1">
      {left === 0 ? (
        <Button asChild variant="outline" size="sm">
          <Link to="/subscriptions">{t("dailyContent.regenerate.more")}</Link>
        </Button>
      ) : (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm" disabled={regenerate.isPending} aria-busy={regenerate.isPending}>
              {regenerate.isPending ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
              {regenerate.isPending ? t("dailyContent.regenerate.working") : t("dailyContent.regenerate.start")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("dailyContent.regenerate.title")}</AlertDialogTitle>
              <AlertDialogDescription>{t("dailyContent.regenerate.description")}</AlertDialogDescription>
            </AlertDialogHeader>
            <p className="text-muted-foreground text-sm">{leftText}</p>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("dailyContent.regenerate.cancel")}</AlertDialogCancel>
              <AlertDialogAction onClick={confirm}>{t("dailyContent.regenerate.confirm")}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
      <p className="text-muted-foreground text-xs">{leftText}</p>
    </div>
  );
}
