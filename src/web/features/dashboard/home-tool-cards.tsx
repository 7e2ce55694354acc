import { Bot, CalendarDays, ChevronLeft, MessagesSquare, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

// 000 §2: the four cards of the user home.
const tools = [
  { key: "aiChat", to: "/ai-chat", icon: MessagesSquare },
  { key: "dailyContent", to: "/daily-content", icon: CalendarDays },
  { key: "adminto", to: "/adminto", icon: Bot },
  { key: "aiYour", to: "/ai-your", icon: Sparkles },
] as const;

export function HomeToolCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tools-title">
      <h2 id="tools-title" className="mb-4 font-bold text-xl">
        {t("dashboard.toolsTitle")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tools.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link to={to} className="group block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-ring">
              <Card className="h-full transition-colors group-hover:border-primary">
                <CardHeader>
                  <div className="flex items-center justify-between">
                    <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <ChevronLeft aria-hidden="true" className="size-5 text-muted-foreground ltr:rotate-180" />
                  </div>
                  <CardTitle className="mt-2">{t(`dashboard.cards.${key}.title`)}</CardTitle>
                  <CardDescription>{t(`dashboard.cards.${key}.description`)}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
