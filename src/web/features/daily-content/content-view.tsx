import type { DailyContent, DailyContentAccess } from "@shared/daily-content";
import { Clock, Hash, Lightbulb, Music } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "@/lib/format";
import { CaptionTabs } from "./caption-tabs";
import { ContentSection } from "./content-section";
import { CopyButton } from "./copy-button";
import { LockedNotice } from "./locked-notice";

type ContentViewProps = { content: DailyContent; access: DailyContentAccess };

/** The read view of a day (000 §1, §3): ideas, captions, hashtags, viral music and the posting time. */
export function ContentView({ content, access }: ContentViewProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <IdeasSection ideas={content.content_ideas} access={access} />
      {/* min-w-0: the caption tabs scroll inside their list instead of widening the grid on a phone. */}
      <div className="min-w-0 md:col-span-2">
        <CaptionTabs captions={content.captions} access={access} />
      </div>
      <HashtagsSection hashtags={content.trending_hashtags} access={access} />
      <MusicSection music={content.viral_music} access={access} />
      <TimingSection timing={content.optimal_timing} access={access} />
    </div>
  );
}

function NothingHere() {
  const { t } = useTranslation();
  return <p className="text-muted-foreground text-sm">{t("dailyContent.nothingHere")}</p>;
}

function IdeasSection({ ideas, access }: { ideas: readonly string[]; access: DailyContentAccess }) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseId = useId();
  const { limit, period, used } = access.ideas;
  return (
    <ContentSection icon={Lightbulb} title={t("dailyContent.sections.ideas")} className="md:col-span-2">
      {ideas.length === 0 ? (
        <NothingHere />
      ) : (
        <ol className="flex flex-col gap-2">
          {ideas.map((idea, index) => {
            const textId = `${baseId}-${index}`;
            return (
              <li key={textId} className="flex items-start gap-3 rounded-lg bg-muted/60 p-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground text-xs"
                >
                  {format.number(index + 1)}
                </span>
                <p id={textId} dir="auto" className="flex-1 whitespace-pre-wrap break-words text-start leading-relaxed">
                  {idea}
                </p>
                <CopyButton text={idea} item="idea" describedBy={textId} />
              </li>
            );
          })}
        </ol>
      )}
      {limit !== null && period === "week" && (
        <p className="text-muted-foreground text-xs">
          {t("dailyContent.ideasThisWeek", { used: format.number(used), limit: format.number(limit) })}
        </p>
      )}
    </ContentSection>
  );
}

function HashtagsSection({ hashtags, access }: { hashtags: readonly string[]; access: DailyContentAccess }) {
  const { t } = useTranslation();
  const listId = useId();
  const copyAll = hashtags.length > 0 && <CopyButton text={hashtags.join(" ")} item="hashtags" describedBy={listId} />;
  return (
    <ContentSection icon={Hash} title={t("dailyContent.sections.hashtags")} action={copyAll} className="md:col-span-2">
      {hashtags.length === 0 ? (
        <NothingHere />
      ) : (
        <ul id={listId} className="flex flex-wrap gap-2">
          {hashtags.map((tag, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list where a tag may repeat after an edit
              key={`${index}-${tag}`}
              dir="auto"
              className="rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground text-sm"
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
      {access.hashtags === "basic" && (
        <p className="text-muted-foreground text-xs">
          {t("dailyContent.basicHashtags")}{" "}
          <Link
            to="/subscriptions"
            className="font-medium text-primary underline-offset-4 hover:underline dark:text-accent-foreground"
          >
            {t("dailyContent.locked.upgrade")}
          </Link>
        </p>
      )}
    </ContentSection>
  );
}

function MusicSection({ music, access }: { music: DailyContent["viral_music"]; access: DailyContentAccess }) {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <ContentSection icon={Music} title={t("dailyContent.sections.music")}>
      {!access.viral_music ? (
        <LockedNotice reason={t("dailyContent.locked.music")} />
      ) : music.length === 0 ? (
        <NothingHere />
      ) : (
        <ul className="flex flex-col gap-2">
          {music.map((song, index) => {
            const textId = `${baseId}-${index}`;
            return (
              <li key={textId} className="flex items-center gap-3 rounded-lg bg-muted/60 p-3">
                <Music aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <p id={textId} className="min-w-0 flex-1">
                  <span dir="auto" className="block truncate font-medium">
                    {song.name}
                  </span>
                  <span dir="auto" className="block truncate text-muted-foreground text-sm">
                    {song.artist}
                  </span>
                </p>
                <CopyButton text={`${song.name} - ${song.artist}`} item="music" describedBy={textId} />
              </li>
            );
          })}
        </ul>
      )}
    </ContentSection>
  );
}

function TimingSection({ timing, access }: { timing: string; access: DailyContentAccess }) {
  const { t } = useTranslation();
  const format = useFormat();
  const textId = useId();
  return (
    <ContentSection
      icon={Clock}
      title={t("dailyContent.sections.timing")}
      action={access.optimal_timing && timing && <CopyButton text={timing} item="timing" describedBy={textId} />}
    >
      {!access.optimal_timing ? (
        <LockedNotice reason={t("dailyContent.locked.timing")} />
      ) : timing ? (
        <p id={textId} dir="auto" className="whitespace-pre-wrap text-start font-medium text-lg">
          {format.digits(timing)}
        </p>
      ) : (
        <NothingHere />
      )}
    </ContentSection>
  );
}
