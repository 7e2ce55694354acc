import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { onShopLeft } from "@/lib/acting-shop";
import "./catalog";

/** DESIGN 35: says so when the user was taken back to their own shop (removed from the one they worked in). */
export function ShopLeftNotice() {
  const { t } = useTranslation();
  useEffect(() => onShopLeft((shop) => toast.info(t("staff.left", { shop }))), [t]);
  return null;
}
