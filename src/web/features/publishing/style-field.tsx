import type { CaptionStyle } from "@shared/daily-content";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { NativeSelect } from "@/components/ui/native-select";

/** The caption style, among those the plan opens. */
export function StyleField({
  id,
  styles,
  value,
  onChange,
}: {
  id: string;
  styles: readonly CaptionStyle[];
  value: CaptionStyle;
  onChange: (style: CaptionStyle) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t("publishing.composer.style")}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          onChange={(event) => onChange(styles.find((style) => style === event.target.value) ?? value)}
        >
          {styles.map((style) => (
            <option key={style} value={style}>
              {t(`publishing.captionStyles.${style}`)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
