import type { TemplateFormInput } from "@shared/templates";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allTemplatesKey } from "./templates";

/** POST /api/templates for a new template, PUT /api/templates/{id} for an edit (its active state stays). */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TemplateFormInput }) =>
      id === null
        ? dataOf(api.templates.$post({ json: values }))
        : dataOf(api.templates[":id"].$put({ param: { id }, json: values })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allTemplatesKey }),
  });
}
