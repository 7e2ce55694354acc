import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CustomCaptionStyle,
  type CustomCaptionStyleInput,
  customCaptionStyleSchema,
  customStyleEmoji,
  customStyleLengths,
  customStyleLimits,
} from "@shared/custom-caption-style";
import { captionStyles } from "@shared/daily-content";
import { Palette } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useCustomStyle, useDeleteCustomStyle, useSaveCustomStyle } from "./api/custom-style";
import { customStyleError } from "./custom-style-errors";
import { LockedNotice } from "./locked-notice";

const fields = ["name", "base_style", "length", "emoji", "opening", "signature"] as const;
const emptyStyle: CustomCaptionStyleInput = {
  name: "",
  base_style: "storytelling",
  length: "medium",
  emoji: "few",
  opening: "",
  signature: "",
};

/**
 * Ultra's own caption style (001 §3 "unlimited plus custom", decision 022): a card on /daily-content.
 * Other plans see it locked, with the way to Ultra.
 */
export function CustomStyleCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useCustomStyle();
  if (!query.data) return null;
  const { available, custom_style: saved } = query.data;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border bg-card p-3 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="flex items-center gap-2 font-bold text-lg">
          <Palette aria-hidden="true" className="size-5 text-primary dark:text-accent-foreground" />
          {t("dailyContent.customStyle.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("dailyContent.customStyle.description")}</p>
      </div>
      {available ? (
        <CustomStyleForm key={JSON.stringify(saved)} saved={saved} />
      ) : (
        <LockedNotice reason={t("dailyContent.customStyle.locked")} />
      )}
    </section>
  );
}

function CustomStyleForm({ saved }: { saved: CustomCaptionStyle | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const formId = useId();
  const save = useSaveCustomStyle();
  const remove = useDeleteCustomStyle();
  const { register, handleSubmit, formState, setError } = useForm<CustomCaptionStyleInput, unknown, CustomCaptionStyle>(
    { resolver: zodResolver(customCaptionStyleSchema), defaultValues: saved ?? emptyStyle },
  );
  const errorOf = (field: (typeof fields)[number]) => {
    const message = formState.errors[field]?.message;
    if (message === undefined) return undefined;
    const { key, max } = customStyleError(field, message);
    return t(`dailyContent.customStyle.errors.${key}`, { max: format.number(max) });
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      for (const issue of error.issues) {
        const field = fields.find((candidate) => candidate === issue.path);
        if (field) setError(field, { type: "server", message: issue.message });
      }
    }
    toast.error(t("dailyContent.customStyle.failed"), { description: apiErrorMessage(t, error, format.locale) });
  };
  const submit = (style: CustomCaptionStyle) =>
    save.mutateAsync(style).then(() => toast.success(t("dailyContent.customStyle.saved")), failed);
  const lineHint = t("dailyContent.customStyle.lineHint", { max: format.number(customStyleLimits.line) });
  const busy = save.isPending || remove.isPending;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={`${formId}-name`}
        label={t("dailyContent.customStyle.name")}
        required
        error={errorOf("name")}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            {...register("name")}
            maxLength={customStyleLimits.name}
            placeholder={t("dailyContent.customStyle.namePlaceholder")}
            dir="auto"
          />
        )}
      </FormField>
      <FormField id={`${formId}-base`} label={t("dailyContent.customStyle.baseStyle")} error={errorOf("base_style")}>
        {(control) => (
          <NativeSelect {...control} {...register("base_style")}>
            {captionStyles.map((style) => (
              <option key={style} value={style}>
                {t(`dailyContent.captionStyles.${style}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${formId}-length`} label={t("dailyContent.customStyle.length")} error={errorOf("length")}>
        {(control) => (
          <NativeSelect {...control} {...register("length")}>
            {customStyleLengths.map((length) => (
              <option key={length} value={length}>
                {t(`dailyContent.customStyle.lengths.${length}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${formId}-emoji`} label={t("dailyContent.customStyle.emoji")} error={errorOf("emoji")}>
        {(control) => (
          <NativeSelect {...control} {...register("emoji")}>
            {customStyleEmoji.map((level) => (
              <option key={level} value={level}>
                {t(`dailyContent.customStyle.emojiLevels.${level}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`${formId}-opening`}
        label={t("dailyContent.customStyle.opening")}
        hint={lineHint}
        error={errorOf("opening")}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} {...register("opening")} maxLength={customStyleLimits.line} dir="auto" />}
      </FormField>
      <FormField
        id={`${formId}-signature`}
        label={t("dailyContent.customStyle.signature")}
        hint={lineHint}
        error={errorOf("signature")}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            {...register("signature")}
            maxLength={customStyleLimits.line}
            placeholder={t("dailyContent.customStyle.signaturePlaceholder")}
            dir="auto"
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {save.isPending && <Spinner />}
          {t("dailyContent.customStyle.save")}
        </Button>
        {saved && (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() =>
              remove.mutateAsync().then(() => toast.success(t("dailyContent.customStyle.removed")), failed)
            }
          >
            {remove.isPending && <Spinner />}
            {t("dailyContent.customStyle.remove")}
          </Button>
        )}
      </div>
    </form>
  );
}
