import { CalendarX2, Sparkles, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { useGenerateContent } from "./api/generate-content";

/** 000 §4: with no content for today, "today's content is not ready" and a generate button. */
export function EmptyToday() {
  const { t } = useTranslation();
  const generate = useGenerateContent();

  function start() {
    generate.mutate(undefined, {
      onSuccess: () => toast.success(t("dailyContent.generated")),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.code === "unauthenticated"
            ? t("dailyContent.signInToGenerate")
            : t("dailyContent.generateFailed"),
        ),
    });
  }

  return (
    <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-col gap-1">
        <h3 className="font-bold text-lg first-letter:uppercase">{t("dailyContent.empty.title")}</h3>
        <p className="text-muted-foreground text-sm">{t("dailyContent.empty.description")}</p>
      </div>
      <Button size="lg" variant="hero" onClick={start} disabled={generate.isPending} aria-busy={generate.isPending}>
        {generate.isPending ? <Spinner className="size-5" /> : <Wand2 aria-hidden="true" />}
        {generate.isPending ? t("dailyContent.generating") : t("dailyContent.generate")}
      </Button>
    </div>
  );
}

/** A day of the history that has no content (only reachable by a typed address). */
export function EmptyPastDay() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
      <CalendarX2 aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-muted-foreground">{t("dailyContent.empty.pastDay")}</p>
      <Button asChild variant="outline">
        <Link to="/daily-content">{t("dailyContent.backToToday")}</Link>
      </Button>
    </div>
  );
}
