import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { useShopActivity } from "./api/shop-activity";
import "./catalog";

/** DESIGN 35: the shop's audited changes, each with who made it and when, for the owner under their staff. */
export function ShopActivity() {
  const { t } = useTranslation();
  const format = useFormat();
  const activity = useShopActivity();
  const items = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="shop-activity-title" className="flex flex-col gap-2">
      <h4 id="shop-activity-title" className="font-semibold text-sm">
        {t("staff.activity.title")}
      </h4>
      <p className="text-muted-foreground text-sm">{t("staff.activity.description")}</p>
      {activity.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner />
          {t("staff.activity.loading")}
        </p>
      ) : activity.isError ? (
        <p role="alert" className="text-danger text-sm">
          {t("staff.activity.loadFailed")}
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("staff.activity.empty")}</p>
      ) : (
        <ul aria-labelledby="shop-activity-title" className="flex flex-col divide-y rounded-lg border text-sm">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2">
              <span className="min-w-0">
                {t("staff.activity.line", {
                  name: item.actor_name ?? t("staff.activity.someone"),
                  action: t(`staff.activity.actions.${item.action}`),
                })}
              </span>
              <time dateTime={item.created_at} className="text-muted-foreground text-xs">
                {format.dateTime(item.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {activity.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          {activity.isFetchingNextPage && <Spinner />}
          {t("staff.activity.more")}
        </Button>
      )}
    </section>
  );
}
