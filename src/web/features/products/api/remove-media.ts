import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** DELETE /api/products/media/{id}: the file leaves storage at once (PROD-30). */
export const removeMedia = (id: string) => dataOf(api.products.media[":id"].$delete({ param: { id } }));

export function useRemoveMedia() {
  return useMutation({ mutationFn: ({ id }: { id: string }) => removeMedia(id) });
}
