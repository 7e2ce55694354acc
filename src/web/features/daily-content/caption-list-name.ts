import type { CaptionList } from "@shared/daily-content";
import { useTranslation } from "react-i18next";
import { useCustomStyle } from "./api/custom-style";

/** A caption list's tab name: a style's own, or the custom one's name as the user gave it (decision 022). */
export function useCaptionListName(): (list: CaptionList) => string {
  const { t } = useTranslation();
  const customName = useCustomStyle().data?.custom_style?.name;
  return (list) =>
    list === "custom" ? (customName ?? t("dailyContent.customStyle.tab")) : t(`dailyContent.captionStyles.${list}`);
}
