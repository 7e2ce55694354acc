import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** 001 §2: any path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="font-extrabold text-7xl text-primary dark:text-accent-foreground">{t("notFound.title")}</h1>
      <p className="text-lg text-muted-foreground">{t("notFound.message")}</p>
      <Button asChild>
        <Link to="/">{t("notFound.backHome")}</Link>
      </Button>
    </div>
  );
}
