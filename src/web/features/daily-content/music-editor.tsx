import { dailyContentLimits } from "@shared/daily-content";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormat } from "@/lib/format";
import { type DraftSong, draftSong } from "./content-draft";

type MusicEditorProps = {
  songs: readonly DraftSong[];
  onChange: (songs: DraftSong[]) => void;
  error?: string;
};

/** Viral music in edit mode: a name and an artist per song. */
export function MusicEditor({ songs, onChange, error }: MusicEditorProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const describedBy = error ? errorId : undefined;

  function update(key: string, change: Partial<Pick<DraftSong, "name" | "artist">>) {
    onChange(songs.map((song) => (song.key === key ? { ...song, ...change } : song)));
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-bold">{t("dailyContent.sections.music")}</legend>
      {songs.map((song, index) => {
        const number = format.number(index + 1);
        const nameId = `${baseId}-${song.key}-name`;
        const artistId = `${baseId}-${song.key}-artist`;
        return (
          <div key={song.key} className="flex items-end gap-2">
            <div className="grid flex-1 gap-2 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={nameId} className="text-muted-foreground text-xs">
                  {t("dailyContent.edit.songName", { number })}
                </Label>
                <Input
                  id={nameId}
                  dir="auto"
                  value={song.name}
                  maxLength={dailyContentLimits.musicFieldLength}
                  aria-describedby={describedBy}
                  onChange={(event) => update(song.key, { name: event.target.value })}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={artistId} className="text-muted-foreground text-xs">
                  {t("dailyContent.edit.artist", { number })}
                </Label>
                <Input
                  id={artistId}
                  dir="auto"
                  value={song.artist}
                  maxLength={dailyContentLimits.musicFieldLength}
                  aria-describedby={describedBy}
                  onChange={(event) => update(song.key, { artist: event.target.value })}
                />
              </div>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0 text-muted-foreground hover:text-danger"
              aria-label={t("dailyContent.edit.removeSong", { number })}
              title={t("dailyContent.edit.removeSong", { number })}
              onClick={() => onChange(songs.filter((other) => other.key !== song.key))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={songs.length >= dailyContentLimits.music}
        onClick={() => onChange([...songs, draftSong()])}
      >
        <Plus aria-hidden="true" />
        {t("dailyContent.edit.addSong")}
      </Button>
      {error && (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
