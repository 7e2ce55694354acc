import { allowancesFor, paidPlans } from "@shared/plans";
import { type ChannelPost, suggestedPostingTime } from "@shared/publishing";
import { CalendarClock, Send } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useAuth } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";
import { usePublishingChannels } from "./api/channels";
import { useSellerProducts, useTodayContent } from "./api/composer-sources";
import { useCreatePost } from "./api/post-changes";
import { ChannelField } from "./channel-field";
import {
  type ComposerDraft,
  type ComposeSource,
  checkedPostInput,
  dailySuggestion,
  newDraft,
  openStyles,
  productPhoto,
} from "./composer-draft";
import { DailySource } from "./daily-source";
import { PostPreview } from "./post-preview";
import { PostTextFields } from "./post-text-fields";
import { hashtagsFromText, postLength, textLimitOf } from "./post-words";
import { ProductSource } from "./product-source";
import { tehranInstant, tehranWords } from "./tehran-days";
import { useErrorText } from "./use-error-text";
import { WhenFields } from "./when-fields";

export type ComposeRequest = { source: ComposeSource; productId: string | null };

/** The "New post" dialog; `request` null is closed. */
export function ComposerDialog({
  request,
  onClose,
  onCreated,
}: {
  request: ComposeRequest | null;
  onClose: () => void;
  onCreated: (post: ChannelPost) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("publishing.post.close")} className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>{t("publishing.composer.title")}</DialogTitle>
          <DialogDescription>{t("publishing.composer.description")}</DialogDescription>
        </DialogHeader>
        {request && <Composer request={request} onCancel={onClose} onCreated={onCreated} />}
      </DialogContent>
    </Dialog>
  );
}

const schedulingPlan = paidPlans.find((plan) => plan.allowances.smartScheduling);

function Composer({
  request,
  onCancel,
  onCreated,
}: {
  request: ComposeRequest;
  onCancel: () => void;
  onCreated: (post: ChannelPost) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseId = useId();
  const errorText = useErrorText();
  const { subscription } = useAuth();
  const channels = usePublishingChannels();
  const today = useTodayContent();
  const products = useSellerProducts();
  const create = useCreatePost();
  const [draft, setDraft] = useState<ComposerDraft>(() => newDraft(request.source, request.productId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (changes: Partial<ComposerDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const day = today.data;
  const channelList = channels.data;
  const channelId = draft.channelId || channelList?.[0]?.id || "";
  const channel = channelList?.find((item) => item.id === channelId);
  const style = draft.style ?? openStyles(day)[0] ?? "fun";
  const suggestion =
    draft.source === "daily" ? dailySuggestion(day, draft.ideaIndex, style) : { caption: "", hashtagsText: "" };
  const caption = draft.caption ?? suggestion.caption;
  const hashtagsText = draft.hashtagsText ?? suggestion.hashtagsText;
  const hashtags = hashtagsFromText(hashtagsText);
  const product = products.data?.items.find((item) => item.id === draft.productId);
  const photo = productPhoto(product);
  const length = postLength(caption, hashtags);
  const limit = textLimitOf(photo !== null);
  const lockedPlan = allowancesFor(subscription).smartScheduling ? null : (schedulingPlan?.name[format.locale] ?? "");
  const content = day?.content;
  const suggestedTime = content && day?.access.optimal_timing ? suggestedPostingTime(content.optimal_timing) : null;
  const words = useMemo(() => tehranWords(format.locale), [format.locale]);
  const scheduling = draft.when === "schedule" && lockedPlan === null;

  function switchSource(source: string) {
    change({ source: source === "product" ? "product" : "daily", caption: null, hashtagsText: null });
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const scheduledAt = scheduling ? tehranInstant(draft.time.day, draft.time.hour, draft.time.minute) : null;
    const { input, errors: found } = checkedPostInput(
      draft,
      { channelId, contentId: content?.id, style, caption, hashtags },
      scheduledAt,
    );
    setErrors(found);
    if (Object.keys(found).length > 0 || length > limit) return;
    create.mutate(input, {
      onSuccess: (post) => {
        toast.success(
          scheduledAt
            ? t("publishing.composer.scheduled", { time: words.dateTime(post.scheduled_at) })
            : t("publishing.composer.published"),
        );
        onCreated(post);
      },
      onError: (error) =>
        toast.error(t("publishing.composer.failed"), { description: apiErrorMessage(t, error, format.locale) }),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 content-start gap-4">
        <ChannelField
          id={`${baseId}-channel`}
          channels={channelList}
          value={channelId}
          onChange={(channelId) => change({ channelId })}
          error={errorText(errors.channel_id)}
        />
        <Tabs value={draft.source} onValueChange={switchSource}>
          <TabsList aria-label={t("publishing.composer.source")} className="w-full">
            <TabsTrigger value="daily">{t("publishing.composer.sources.daily")}</TabsTrigger>
            <TabsTrigger value="product">{t("publishing.composer.sources.product")}</TabsTrigger>
          </TabsList>
          <TabsContent value="daily">
            <DailySource
              day={day}
              loading={today.isPending}
              products={products.data?.items ?? []}
              draft={draft}
              onChange={change}
            />
          </TabsContent>
          <TabsContent value="product">
            <ProductSource
              day={day}
              products={products.data?.items}
              draft={draft}
              onChange={change}
              productError={errorText(errors.product_id)}
            />
          </TabsContent>
        </Tabs>
        <PostTextFields
          idPrefix={baseId}
          caption={caption}
          hashtagsText={hashtagsText}
          onCaptionChange={(text) => change({ caption: text, hashtagsText })}
          onHashtagsChange={(text) => change({ hashtagsText: text, caption })}
          length={length}
          limit={limit}
          errors={{ caption: errorText(errors.caption), hashtags: errorText(errors.hashtags) }}
        />
        <WhenFields
          draft={draft}
          onChange={change}
          lockedPlan={lockedPlan}
          suggested={suggestedTime}
          error={errorText(errors.scheduled_at)}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-0 lg:self-start">
        <h3 className="font-semibold text-sm">{t("publishing.composer.preview")}</h3>
        <PostPreview
          caption={caption}
          hashtags={hashtags}
          imageUrl={photo}
          withProduct={product !== undefined}
          channelTitle={channel?.title ?? null}
        />
        <ComposerButtons
          scheduling={scheduling}
          pending={create.isPending}
          disabled={channelId === ""}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}

function ComposerButtons(props: { scheduling: boolean; pending: boolean; disabled: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const { scheduling, pending } = props;
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end lg:flex-col">
      <Button type="button" variant="outline" onClick={props.onCancel}>
        {t("publishing.composer.cancel")}
      </Button>
      <Button type="submit" disabled={pending || props.disabled} aria-busy={pending || undefined}>
        {pending ? (
          <Spinner />
        ) : scheduling ? (
          <CalendarClock aria-hidden="true" />
        ) : (
          // The paper plane flies toward the reading direction's end.
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
        )}
        {t(scheduling ? "publishing.composer.scheduleSubmit" : "publishing.composer.publishNow")}
      </Button>
    </div>
  );
}
