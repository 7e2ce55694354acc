import {
  type DailyContent,
  type DailyContentAccess,
  dailyContentBodySchema,
  dailyContentLimits,
} from "@shared/daily-content";
import { Save, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { TextField } from "@/components/text-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiErrorKey } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useSaveContent } from "./api/save-content";
import { useCaptionListName } from "./caption-list-name";
import { bodyFromDraft, type ContentDraft, draftFromContent, openCaptionLists } from "./content-draft";
import { type DraftError, type DraftErrors, type DraftSection, draftErrorsOf } from "./draft-errors";
import { LineListEditor } from "./line-list-editor";
import { LockedNotice } from "./locked-notice";
import { MusicEditor } from "./music-editor";

type ContentEditorProps = {
  content: DailyContent;
  access: DailyContentAccess;
  /** Leaves edit mode: after a save, or on cancel with the draft dropped (000 §4). */
  onDone: () => void;
};

/** Edit mode: a draft copy of the content; save writes it back (PUT), cancel drops it. */
export function ContentEditor({ content, access, onDone }: ContentEditorProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const hashtagsId = useId();
  const [draft, setDraft] = useState<ContentDraft>(() => draftFromContent(content));
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSaveContent();
  const openStyles = openCaptionLists(access);
  const listName = useCaptionListName();
  const somethingLocked = openStyles.length < 3 || !access.viral_music || !access.optimal_timing;

  const errorText = (section: DraftSection) => {
    const error: DraftError | undefined = errors[section];
    return error && t(`dailyContent.errors.${error.key}`, { max: format.number(error.max) });
  };
  const change = (part: Partial<ContentDraft>) => setDraft((current) => ({ ...current, ...part }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const body = bodyFromDraft(draft, access);
    const checked = dailyContentBodySchema.safeParse(body);
    if (!checked.success) {
      const issues = checked.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      setErrors(draftErrorsOf(issues));
      toast.error(t("dailyContent.edit.saveFailed"));
      return;
    }
    setErrors({});
    save.mutate(
      { id: content.id, body: checked.data },
      {
        onSuccess: () => {
          toast.success(t("dailyContent.edit.saved"));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(draftErrorsOf(error.issues));
          toast.error(t("dailyContent.edit.saveFailed"), { description: t(apiErrorKey(error)) });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" aria-busy={save.isPending || undefined}>
      <LineListEditor
        legend={t("dailyContent.sections.ideas")}
        lines={draft.ideas}
        onChange={(ideas) => change({ ideas })}
        lineLabel={(number) => t("dailyContent.edit.idea", { number: format.number(number) })}
        removeLabel={(number) => t("dailyContent.edit.removeIdea", { number: format.number(number) })}
        addLabel={t("dailyContent.edit.addIdea")}
        maxLines={dailyContentLimits.ideas}
        maxLength={dailyContentLimits.ideaLength}
        error={errorText("ideas")}
      />

      {openStyles.map((style) => {
        const styleName = listName(style);
        return (
          <LineListEditor
            key={style}
            legend={`${t("dailyContent.sections.captions")}: ${styleName}`}
            lines={draft.captions[style]}
            onChange={(lines) => change({ captions: { ...draft.captions, [style]: lines } })}
            lineLabel={(number) => t("dailyContent.edit.caption", { style: styleName, number: format.number(number) })}
            removeLabel={(number) =>
              t("dailyContent.edit.removeCaption", { style: styleName, number: format.number(number) })
            }
            addLabel={t("dailyContent.edit.addCaption", { style: styleName })}
            maxLines={dailyContentLimits.captionsPerStyle}
            maxLength={dailyContentLimits.captionLength}
            error={errorText(`captions.${style}`)}
          />
        );
      })}

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={hashtagsId} className="font-bold text-base">
          {t("dailyContent.edit.hashtags")}
        </Label>
        <p id={`${hashtagsId}-hint`} className="text-muted-foreground text-xs">
          {t("dailyContent.edit.hashtagsHint")}
        </p>
        <Textarea
          id={hashtagsId}
          dir="auto"
          rows={3}
          value={draft.hashtags}
          aria-invalid={errors.hashtags ? true : undefined}
          aria-describedby={errors.hashtags ? `${hashtagsId}-hint ${hashtagsId}-error` : `${hashtagsId}-hint`}
          onChange={(event) => change({ hashtags: event.target.value })}
        />
        {errors.hashtags && (
          <p id={`${hashtagsId}-error`} className="text-danger text-sm">
            {errorText("hashtags")}
          </p>
        )}
      </div>

      {access.viral_music && (
        <MusicEditor songs={draft.music} onChange={(music) => change({ music })} error={errorText("music")} />
      )}
      {access.optimal_timing && (
        <TextField
          id={`${hashtagsId}-timing`}
          label={t("dailyContent.edit.timing")}
          dir="auto"
          value={draft.timing}
          maxLength={dailyContentLimits.timingLength}
          error={errorText("timing")}
          onChange={(event) => change({ timing: event.target.value })}
        />
      )}
      {somethingLocked && <LockedNotice reason={t("dailyContent.edit.lockedNote")} />}

      <div className="flex flex-wrap gap-2 border-t pt-4">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
          {t("dailyContent.edit.save")}
        </Button>
        <Button variant="outline" disabled={save.isPending} onClick={onDone}>
          <X aria-hidden="true" />
          {t("dailyContent.edit.cancel")}
        </Button>
      </div>
    </form>
  );
}
