import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";

/** Fills the page area while a route's code or its session is loading. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8 text-primary dark:text-accent-foreground" label={label ?? t("common.loading")} />
    </div>
  );
}
