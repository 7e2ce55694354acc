import type { ChannelPost } from "@shared/publishing";
import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useRealtimeEvents } from "@/lib/realtime";
import { allPostsKey, usePosts } from "./api/posts";
import { type ComposeRequest, ComposerDialog } from "./composer-dialog";
import { PostCalendar } from "./post-calendar";
import { PostDialog } from "./post-dialog";
import { type CalendarView, calendarDays, type DayKey, rangeOf, tehranClock, todayKey } from "./tehran-days";

/** `?compose=daily` or `?compose=product&product={id}` opens the composer: the other pages link here so. */
function composeRequestOf(params: URLSearchParams): ComposeRequest | null {
  const compose = params.get("compose");
  if (compose !== "daily" && compose !== "product") return null;
  return { source: compose, productId: params.get("product") };
}

/** /publishing for a signed-in seller: the calendar of posts, a post's dialog, and the composer. */
export function PublishingWorkspace() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [calendar, setCalendar] = useState<{ view: CalendarView; anchor: DayKey }>({
    view: "week",
    anchor: todayKey(),
  });
  const [openPostId, setOpenPostId] = useState<string | null>(null);
  const composeRequest = composeRequestOf(searchParams);
  // The open post is read from the calendar's answer, so a post that goes out while open shows it.
  const posts = usePosts(rangeOf(calendarDays(calendar.view, calendar.anchor)));
  const openPost = posts.data?.find((post) => post.id === openPostId) ?? null;

  useRealtimeEvents("post", true, () => void queryClient.invalidateQueries({ queryKey: allPostsKey }));

  function setCompose(request: ComposeRequest | null) {
    setSearchParams(
      (params) => {
        params.delete("compose");
        params.delete("product");
        if (request) params.set("compose", request.source);
        if (request?.productId) params.set("product", request.productId);
        return params;
      },
      { replace: request === null },
    );
  }

  function showCreated(post: ChannelPost) {
    setCompose(null);
    setCalendar((current) => ({ ...current, anchor: tehranClock(post.scheduled_at).day }));
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-extrabold text-2xl sm:text-3xl">{t("publishing.title")}</h1>
          <p className="text-muted-foreground">{t("publishing.subtitle")}</p>
        </div>
        <Button onClick={() => setCompose({ source: "daily", productId: null })}>
          <Plus aria-hidden="true" />
          {t("publishing.newPost")}
        </Button>
      </header>
      <PostCalendar
        view={calendar.view}
        anchor={calendar.anchor}
        onNavigate={(view, anchor) => setCalendar({ view, anchor })}
        onOpenPost={(post) => setOpenPostId(post.id)}
      />
      <PostDialog post={openPost} onClose={() => setOpenPostId(null)} />
      <ComposerDialog request={composeRequest} onClose={() => setCompose(null)} onCreated={showCreated} />
    </div>
  );
}
