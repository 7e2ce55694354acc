import type { ChannelPostStatus } from "@shared/publishing";
import { CircleAlert, CircleCheck, Clock, LoaderCircle, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/class-names";

const looks: Record<ChannelPostStatus, { icon: LucideIcon; className: string }> = {
  scheduled: { icon: Clock, className: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100" },
  publishing: { icon: LoaderCircle, className: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100" },
  published: {
    icon: CircleCheck,
    className: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  },
  failed: { icon: CircleAlert, className: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100" },
};

/** A post's status in words with an icon, never in colour alone. */
export function StatusBadge({ status, className }: { status: ChannelPostStatus; className?: string }) {
  const { t } = useTranslation();
  const { icon: Icon, className: look } = looks[status];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs [&_svg]:size-3.5",
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" />
      {t(`publishing.status.${status}`)}
    </span>
  );
}
