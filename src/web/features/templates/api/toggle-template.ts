import type { MessageTemplate } from "@shared/templates";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allTemplatesKey } from "./templates";

const withActive = (id: string, isActive: boolean) => (items: MessageTemplate[] | undefined) =>
  items?.map((item) => (item.id === id ? { ...item, is_active: isActive } : item));

/** PATCH /api/templates/{id}/active: the switch moves at once and goes back if the server refuses. */
export function useToggleTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      dataOf(api.templates[":id"].active.$patch({ param: { id }, json: { is_active: isActive } })),
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: allTemplatesKey });
      const before = queryClient.getQueriesData<MessageTemplate[]>({ queryKey: allTemplatesKey });
      queryClient.setQueriesData<MessageTemplate[]>({ queryKey: allTemplatesKey }, withActive(id, isActive));
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, items] of context?.before ?? []) queryClient.setQueryData(key, items);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: allTemplatesKey }),
  });
}
