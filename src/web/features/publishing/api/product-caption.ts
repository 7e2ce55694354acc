import type { CaptionStyle } from "@shared/daily-content";
import type { Locale } from "@shared/locales";
import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** POST /api/publishing/caption: the AI engine's caption and hashtags for a product, in a style. */
export function useProductCaption() {
  return useMutation({
    mutationFn: (input: { product_id: string; caption_style: CaptionStyle; locale: Locale }) =>
      dataOf(api.publishing.caption.$post({ json: input })),
  });
}
