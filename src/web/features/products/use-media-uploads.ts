import { type ProductMedia, type ProductMediaKind, productMediaLimits } from "@shared/products";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatNumber } from "@/lib/format";
import { removeMedia as removeStoredMedia, useRemoveMedia } from "./api/remove-media";
import { uploadProductMedia } from "./api/upload-media";
import { checkMediaFiles } from "./media-file-check";

export type MediaEntry =
  | { key: string; kind: ProductMediaKind; state: "uploading"; name: string; progress: number }
  | { key: string; kind: ProductMediaKind; state: "stored"; media: ProductMedia };

const stored = (media: ProductMedia): MediaEntry => ({ key: media.id, kind: media.kind, state: "stored", media });

/**
 * The form's files: each is uploaded as soon as it is picked (a progress bar per file) and waits as a
 * draft until the product is saved. Removing a draft deletes it at once; removing a file the saved
 * product already has only leaves it out of the form, and the server deletes it when the product is
 * saved, so cancelling the edit or a failed save keeps it. Drafts of a form closed without saving are
 * deleted (best effort; the server clears what is left).
 */
export function useMediaUploads(initial: ProductMedia[]) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const removeMedia = useRemoveMedia();
  const [entries, setEntries] = useState<MediaEntry[]>(() => initial.map(stored));
  const [attached] = useState(() => new Set(initial.map((media) => media.id)));
  const drafts = useRef(new Set<string>());
  const closed = useRef(false);

  useEffect(() => {
    closed.current = false;
    const pending = drafts.current;
    return () => {
      closed.current = true;
      for (const id of pending) void removeStoredMedia(id).catch(() => undefined);
      pending.clear();
    };
  }, []);

  const change = (key: string, next: (entry: MediaEntry) => MediaEntry | null) =>
    setEntries((current) =>
      current.flatMap((entry) => {
        if (entry.key !== key) return [entry];
        const changed = next(entry);
        return changed ? [changed] : [];
      }),
    );

  function add(files: File[], kind: ProductMediaKind) {
    const existing = entries.filter((entry) => entry.kind === kind).length;
    const { accepted, refusal } = checkMediaFiles(files, kind, existing);
    if (refusal === "limit") {
      toast.error(t(`products.media.${kind}Limit`, { value: formatNumber(productMediaLimits[kind], locale) }));
    } else if (refusal) {
      toast.error(t(`products.media.${refusal}`));
    }
    for (const file of accepted) {
      const key = crypto.randomUUID();
      setEntries((current) => [...current, { key, kind, state: "uploading", name: file.name, progress: 0 }]);
      uploadProductMedia(file, (progress) =>
        change(key, (entry) => (entry.state === "uploading" ? { ...entry, progress } : entry)),
      ).then(
        (media) => {
          if (closed.current) return void removeStoredMedia(media.id).catch(() => undefined);
          drafts.current.add(media.id);
          change(key, () => stored(media));
        },
        (error: unknown) => {
          change(key, () => null);
          toast.error(t("products.media.uploadFailed"), { description: apiErrorMessage(t, error, locale) });
        },
      );
    }
  }

  function remove(entry: MediaEntry) {
    if (entry.state !== "stored") return;
    if (attached.has(entry.media.id)) return change(entry.key, () => null);
    removeMedia.mutate(
      { id: entry.media.id },
      {
        onSuccess: () => {
          drafts.current.delete(entry.media.id);
          change(entry.key, () => null);
        },
        onError: (error) =>
          toast.error(t("products.media.removeFailed"), { description: apiErrorMessage(t, error, locale) }),
      },
    );
  }

  return {
    entries,
    uploading: entries.some((entry) => entry.state === "uploading"),
    mediaIds: entries.flatMap((entry) => (entry.state === "stored" ? [entry.media.id] : [])),
    add,
    remove,
    /** After a save: the drafts belong to the product now. */
    saved: () => {
      drafts.current.clear();
      setEntries([]);
    },
  };
}
