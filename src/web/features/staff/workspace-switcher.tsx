import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { leaveActingShop, switchShop, useActingShop } from "@/lib/acting-shop";
import { useAuth } from "@/lib/auth/auth-context";
import { useWorkShops } from "./api/work-shops";
import "./catalog";

/**
 * DESIGN 35: "Shop" above the workspace, for a user who works in more shops than their own: choosing one reads the
 * workspace again for it. A kept choice the list no longer has (removed while away) takes them back to their own.
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const acting = useActingShop();
  const shops = useWorkShops().data;

  useEffect(() => {
    if (!shops || !acting) return;
    const found = shops.find((shop) => shop.shop_id === acting.shopId);
    if (!found || found.role === "owner") leaveActingShop();
    else switchShop({ ...acting, name: found.name, role: found.role });
  }, [shops, acting]);

  if (!user || !shops || shops.length <= 1) return null;

  function choose(shopId: string) {
    const shop = shops?.find((item) => item.shop_id === shopId);
    if (!user || !shop) return;
    if (shop.role === "owner") switchShop(null);
    else switchShop({ userId: user.id, shopId: shop.shop_id, name: shop.name, role: shop.role });
  }

  return (
    <div className="grid w-full gap-1.5 sm:w-72">
      <Label htmlFor="workspace-shop">{t("staff.switcher.label")}</Label>
      <NativeSelect
        id="workspace-shop"
        value={acting?.shopId ?? user.id}
        onChange={(event) => choose(event.target.value)}
      >
        {shops.map((shop) => (
          <option key={shop.shop_id} value={shop.shop_id}>
            {shop.role === "owner"
              ? t("staff.switcher.own")
              : t("staff.switcher.other", { name: shop.name, role: t(`staff.roles.${shop.role}`) })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
