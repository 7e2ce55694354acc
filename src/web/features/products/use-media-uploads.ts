import { type ProductMedia, type ProductMediaKind, productMediaLimits } from "@shared/products";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatNumber } from "@/lib/format";
import { allProductsKey } from "./api/products";
import { useRemoveMedia } from "./api/remove-media";
import { uploadProductMedia } from "./api/upload-media";
import { checkMediaFiles } from "./media-file-check";

export type MediaEntry =
  | { key: string; kind: ProductMediaKind; state: "uploading"; name: string; progress: number }
  | { key: string; kind: ProductMediaKind; state: "stored"; media: ProductMedia };

const stored = (media: ProductMedia): MediaEntry => ({ key: media.id, kind: media.kind, state: "stored", media });

/**
 * The form's files: each is uploaded as soon as it is picked (a progress bar per file) and removed
 * from storage as soon as its remove button is pressed; saving the product names the stored ones.
 */
export function useMediaUploads(initial: ProductMedia[]) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const removeMedia = useRemoveMedia();
  const [entries, setEntries] = useState<MediaEntry[]>(() => initial.map(stored));

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
        (media) => change(key, () => stored(media)),
        (error: unknown) => {
          change(key, () => null);
          toast.error(t("products.media.uploadFailed"), { description: apiErrorMessage(t, error, locale) });
        },
      );
    }
  }

  function remove(entry: MediaEntry) {
    if (entry.state !== "stored") return;
    removeMedia.mutate(
      { id: entry.media.id },
      {
        onSuccess: () => {
          change(entry.key, () => null);
          void queryClient.invalidateQueries({ queryKey: allProductsKey });
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
    clear: () => setEntries([]),
  };
}
