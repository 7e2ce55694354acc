import { channelLimits } from "@shared/publishing";
import { useTranslation } from "react-i18next";

/** A message key of the shared post schema (`captionRequired`, `tooManyHashtags`…) in the reader's words. */
export function useErrorText() {
  const { t } = useTranslation();
  return (key: string | undefined) =>
    key === undefined
      ? undefined
      : t(`publishing.errors.${key}`, { max: channelLimits.hashtags, defaultValue: t("errors.validation_failed") });
}
