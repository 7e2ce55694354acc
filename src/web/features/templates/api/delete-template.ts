import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allTemplatesKey } from "./templates";

/** DELETE /api/templates/{id}. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.templates[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allTemplatesKey }),
  });
}
