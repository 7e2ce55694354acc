import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";

type PostTextFieldsProps = {
  idPrefix: string;
  caption: string;
  hashtagsText: string;
  onCaptionChange: (caption: string) => void;
  onHashtagsChange: (text: string) => void;
  /** The length of the text the channel shows and the most it takes (1,024 under a photo, 4,096 without). */
  length: number;
  limit: number;
  errors: { caption?: string; hashtags?: string };
};

/** A post's caption and hashtags, with the count of what the channel will show against its limit. */
export function PostTextFields(props: PostTextFieldsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { idPrefix, length, limit, errors } = props;
  const over = length > limit;
  const countId = `${idPrefix}-count`;
  return (
    <>
      <FormField
        id={`${idPrefix}-caption`}
        label={t("publishing.composer.caption")}
        required
        error={errors.caption ?? (over ? t("publishing.errors.captionTooLong") : undefined)}
      >
        {(control) => (
          <Textarea
            {...control}
            aria-describedby={[control["aria-describedby"], countId].filter(Boolean).join(" ")}
            aria-invalid={control["aria-invalid"] ?? (over || undefined)}
            dir="auto"
            rows={6}
            value={props.caption}
            onChange={(event) => props.onCaptionChange(event.target.value)}
          />
        )}
      </FormField>
      <p id={countId} className={cn("-mt-2 text-end text-xs", over ? "text-danger" : "text-muted-foreground")}>
        {t("publishing.composer.characters", { value: format.number(length), limit: format.number(limit) })}
      </p>
      <FormField
        id={`${idPrefix}-hashtags`}
        label={t("publishing.composer.hashtags")}
        hint={t("publishing.composer.hashtagsHint")}
        error={errors.hashtags}
      >
        {(control) => (
          <Input
            {...control}
            dir="auto"
            value={props.hashtagsText}
            onChange={(event) => props.onHashtagsChange(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
