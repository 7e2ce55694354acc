import { type ProductMediaKind, productMediaAccept, productMediaLimits } from "@shared/products";
import { Film, ImagePlus, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import type { MediaEntry } from "./use-media-uploads";

type MediaUploaderProps = {
  kind: ProductMediaKind;
  entries: MediaEntry[];
  onAdd: (files: File[], kind: ProductMediaKind) => void;
  onRemove: (entry: MediaEntry) => void;
};

function UploadProgress({ name, progress }: { name: string; progress: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = Math.round(progress * 100);
  return (
    <div className="grid size-full content-center gap-2 p-2">
      <p className="truncate text-muted-foreground text-xs">{name}</p>
      <div
        role="progressbar"
        aria-label={t("products.media.uploading", { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs">{format.percent(progress)}</p>
    </div>
  );
}

/** One uploader (images up to 10 or videos up to 2): pick files, watch each upload, remove a stored one. */
export function MediaUploader({ kind, entries, onAdd, onRemove }: MediaUploaderProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const inputId = useId();
  const full = entries.length >= productMediaLimits[kind];
  return (
    <fieldset className="grid gap-2">
      <legend className="font-medium text-sm">
        {t(kind === "image" ? "products.media.images" : "products.media.videos")}
      </legend>
      <p className="text-muted-foreground text-xs">
        {t(kind === "image" ? "products.media.imagesHint" : "products.media.videosHint")}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {entries.map((entry, index) => (
          <li key={entry.key} className="relative aspect-square overflow-hidden rounded-md border bg-muted/40">
            {entry.state === "uploading" ? (
              <UploadProgress name={entry.name} progress={entry.progress} />
            ) : (
              <>
                {entry.media.kind === "image" ? (
                  <img src={entry.media.thumbnail_url ?? entry.media.url} alt="" className="size-full object-cover" />
                ) : (
                  <video src={entry.media.url} preload="metadata" muted className="size-full object-cover" />
                )}
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute end-1 top-1 size-7"
                  aria-label={t("products.media.removeNamed", {
                    kind: t(`products.media.kinds.${kind}`),
                    position: format.number(index + 1),
                  })}
                  onClick={() => onRemove(entry)}
                >
                  <X aria-hidden="true" />
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <div>
        <Label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
            full && "pointer-events-none opacity-60",
          )}
        >
          {kind === "image" ? <ImagePlus aria-hidden="true" /> : <Film aria-hidden="true" />}
          {t(kind === "image" ? "products.media.chooseImages" : "products.media.chooseVideos")}
          <input
            id={inputId}
            type="file"
            multiple
            accept={productMediaAccept[kind].join(",")}
            className="sr-only"
            disabled={full}
            onChange={(event) => {
              onAdd(Array.from(event.target.files ?? []), kind);
              event.target.value = "";
            }}
          />
        </Label>
      </div>
    </fieldset>
  );
}
