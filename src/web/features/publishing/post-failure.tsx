import type { ChannelPost } from "@shared/publishing";
import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";

/** Why a post did not go out, in words that say what to fix; the platform's own words under them. */
export function PostFailure({ failure, attempts }: { failure: NonNullable<ChannelPost["failure"]>; attempts: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="flex gap-2 rounded-lg border border-danger/40 bg-danger/5 p-3 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{t("publishing.post.failureTitle")}</p>
        <p>{t(`publishing.failure.${failure.reason}`)}</p>
        {failure.detail && (
          <p className="break-words text-muted-foreground text-xs">
            {/* The platform's words keep their own direction inside the sentence (U+2068 … U+2069). */}
            {t("publishing.failure.detail", { detail: `\u2068${failure.detail}\u2069` })}
          </p>
        )}
        <p className="text-muted-foreground text-xs">
          {t("publishing.post.attempts", { value: format.number(attempts) })}
        </p>
      </div>
    </div>
  );
}
