import { type ChannelPost, updatePostSchema } from "@shared/publishing";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useUpdatePost } from "./api/post-changes";
import { PostTextFields } from "./post-text-fields";
import { fieldErrors, hashtagsFromText, postLength, textLimitOf } from "./post-words";
import { nextWholeHour, ScheduleFields, type ScheduleTime } from "./schedule-fields";
import { tehranClock, tehranInstant } from "./tehran-days";
import { useErrorText } from "./use-error-text";

function FormButtons({ pending, onBack }: { pending: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="outline" onClick={onBack}>
        {t("publishing.post.back")}
      </Button>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {t("publishing.post.save")}
      </Button>
    </div>
  );
}

/** A scheduled or failed post's caption and hashtags, changed before it goes out. */
export function PostEditForm({ post, onDone }: { post: ChannelPost; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const idPrefix = useId();
  const errorText = useErrorText();
  const update = useUpdatePost();
  const [caption, setCaption] = useState(post.caption);
  const [hashtagsText, setHashtagsText] = useState(post.hashtags.join(" "));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hashtags = hashtagsFromText(hashtagsText);
  const length = postLength(caption, hashtags);
  const limit = textLimitOf(Boolean(post.product?.image_url));

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = updatePostSchema.safeParse({ caption, hashtags });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (length > limit) return;
    setErrors({});
    update.mutate(
      { id: post.id, changes: { caption, hashtags } },
      {
        onSuccess: () => {
          toast.success(t("publishing.post.saved"));
          onDone();
        },
        onError: (error) =>
          toast.error(t("publishing.post.saveFailed"), { description: apiErrorMessage(t, error, format.locale) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-4">
      <PostTextFields
        idPrefix={idPrefix}
        caption={caption}
        hashtagsText={hashtagsText}
        onCaptionChange={setCaption}
        onHashtagsChange={setHashtagsText}
        length={length}
        limit={limit}
        errors={{ caption: errorText(errors.caption), hashtags: errorText(errors.hashtags) }}
      />
      <FormButtons pending={update.isPending} onBack={onDone} />
    </form>
  );
}

/** A scheduled or failed post moved to another day or time (Tehran). */
export function PostMoveForm({ post, onDone }: { post: ChannelPost; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useUpdatePost();
  const [time, setTime] = useState<ScheduleTime>(() =>
    new Date(post.scheduled_at).getTime() > Date.now() ? tehranClock(post.scheduled_at) : nextWholeHour(),
  );
  const [error, setError] = useState<string>();

  function save(event: FormEvent) {
    event.preventDefault();
    const scheduledAt = tehranInstant(time.day, time.hour, time.minute);
    if (new Date(scheduledAt).getTime() <= Date.now()) return setError(t("publishing.errors.pastTime"));
    setError(undefined);
    update.mutate(
      { id: post.id, changes: { scheduled_at: scheduledAt } },
      {
        onSuccess: () => {
          toast.success(t("publishing.post.moved"));
          onDone();
        },
        onError: (failure) =>
          toast.error(t("publishing.post.saveFailed"), { description: apiErrorMessage(t, failure, format.locale) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-4">
      <ScheduleFields value={time} onChange={setTime} error={error} />
      <FormButtons pending={update.isPending} onBack={onDone} />
    </form>
  );
}
