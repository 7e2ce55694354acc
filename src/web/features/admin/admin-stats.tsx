import type { AdminStats as Figures } from "@shared/admin";
import { Bot, Crown, type LucideIcon, MessageCircle, Sparkles, Users, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { useAdminStats } from "./api/stats";
import { ListView } from "./list-states";
import { revenueMonth } from "./revenue-month";

interface Figure {
  key: string;
  icon: LucideIcon;
  label: string;
  value: string;
  detail?: string;
}

/** ADM-08..12: the platform's figures above the tabs (000 §7, §9; DESIGN d11, d15). */
export function AdminStats() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        {t("admin.stats.label")}
      </h2>
      <ListView query={stats} loading={t("admin.stats.loading")} failed={t("admin.stats.failed")}>
        {(figures) => <FigureCards figures={figures} />}
      </ListView>
    </section>
  );
}

function FigureCards({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { month, year } = revenueMonth(new Date());
  const cards: Figure[] = [
    { key: "users", icon: Users, label: t("admin.stats.users"), value: format.number(figures.users) },
    { key: "subscribers", icon: Crown, label: t("admin.stats.subscribers"), value: format.number(figures.subscribers) },
    {
      key: "whatsapp",
      icon: MessageCircle,
      label: t("admin.stats.whatsapp"),
      value: format.number(figures.whatsapp_messages.total),
      detail: t("admin.stats.whatsappToday", { number: format.number(figures.whatsapp_messages.today) }),
    },
    {
      key: "revenue",
      icon: Wallet,
      label: t("admin.stats.revenue", {
        month: t(`admin.stats.months.${month}`),
        year: format.digits(String(year)),
      }),
      value: format.toman(figures.revenue_this_month),
      detail: t("admin.stats.revenueHint"),
    },
    {
      key: "bots",
      icon: Bot,
      label: t("admin.stats.bots"),
      value: format.number(figures.bots.connected),
      detail: t("admin.stats.botsActive", { number: format.number(figures.bots.active) }),
    },
    {
      key: "ai",
      icon: Sparkles,
      label: t("admin.stats.aiMessages"),
      value: format.number(figures.ai_messages_this_month),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {cards.map(({ key, icon: Icon, label, value, detail }) => (
        <div key={key} className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-muted-foreground text-sm">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </dt>
          <dd className="break-words font-bold text-xl">{value}</dd>
          {detail && <dd className="text-muted-foreground text-xs">{detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
