import type { ChannelPost } from "@shared/publishing";
import { CalendarClock, ExternalLink, Pencil, X } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useCancelPost } from "./api/post-changes";
import { PostEditForm, PostMoveForm } from "./post-change-forms";
import { PostFailure } from "./post-failure";
import { PostPreview } from "./post-preview";
import { PostResults } from "./post-results";
import { StatusBadge } from "./status-badge";
import { tehranWords } from "./tehran-days";

type Mode = "view" | "edit" | "move";

/** One post: its preview, status, why it failed, its results; a post still to go out is edited, moved or cancelled. */
export function PostDialog({ post, onClose }: { post: ChannelPost | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("publishing.post.close")} className="max-w-lg">
        {post && <PostDetails key={post.id} post={post} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PostDetails({ post, onClose }: { post: ChannelPost; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useMemo(() => tehranWords(format.locale), [format.locale]);
  const [mode, setMode] = useState<Mode>("view");
  const cancel = useCancelPost();
  const changeable = post.status === "scheduled" || post.status === "failed";
  const when = post.published_at
    ? t("publishing.post.publishedAt", { time: words.dateTime(post.published_at) })
    : t("publishing.post.scheduledFor", { time: words.dateTime(post.scheduled_at) });

  async function cancelPost(): Promise<boolean> {
    try {
      await cancel.mutateAsync(post.id);
      toast.success(t("publishing.post.cancelled"));
      onClose();
      return true;
    } catch (error) {
      toast.error(t("publishing.post.cancelFailed"), { description: apiErrorMessage(t, error, format.locale) });
      return false;
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle dir="auto" className="text-start">
          {t("publishing.post.title", { channel: post.channel_title })}
        </DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <StatusBadge status={post.status} />
          <span>{when}</span>
        </DialogDescription>
      </DialogHeader>
      {mode === "edit" && changeable ? (
        <PostEditForm post={post} onDone={() => setMode("view")} />
      ) : mode === "move" && changeable ? (
        <PostMoveForm post={post} onDone={() => setMode("view")} />
      ) : (
        <>
          {post.failure && post.status !== "published" && (
            <PostFailure failure={post.failure} attempts={post.attempts} />
          )}
          <PostPreview
            caption={post.caption}
            hashtags={post.hashtags}
            imageUrl={post.product?.image_url ?? null}
            withProduct={post.product !== null}
            channelTitle={post.channel_title}
          />
          {post.status === "published" && <PostResults results={post.results} />}
          {post.message_link && (
            <Button asChild variant="link" className="self-start px-0">
              <a href={post.message_link} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                {t("publishing.post.openMessage")}
              </a>
            </Button>
          )}
          {changeable && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setMode("edit")}>
                <Pencil aria-hidden="true" />
                {t("publishing.post.edit")}
              </Button>
              <Button variant="outline" onClick={() => setMode("move")}>
                <CalendarClock aria-hidden="true" />
                {t("publishing.post.move")}
              </Button>
              <ConfirmDeleteDialog
                trigger={
                  <Button variant="outline" className="text-danger">
                    <X aria-hidden="true" />
                    {t("publishing.post.cancel")}
                  </Button>
                }
                title={t("publishing.post.cancelTitle")}
                description={t("publishing.post.cancelDescription")}
                cancelLabel={t("publishing.post.keep")}
                confirmLabel={t("publishing.post.cancelConfirm")}
                confirmIcon={<X aria-hidden="true" />}
                onConfirm={cancelPost}
              />
            </div>
          )}
        </>
      )}
    </>
  );
}
