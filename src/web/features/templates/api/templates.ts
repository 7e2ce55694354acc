import type { MessageTemplate } from "@shared/templates";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const allTemplatesKey = ["templates"] as const;

/** Per signed-in user, so one account never sees another's cached templates. */
export const templatesQueryKey = (userId: string | null) => [...allTemplatesKey, userId] as const;

/** GET /api/templates (001 §7): the seller's templates, newest first. */
export function useTemplates() {
  const { user } = useAuth();
  return useQuery({
    queryKey: templatesQueryKey(user?.id ?? null),
    queryFn: async (): Promise<MessageTemplate[]> => (await dataOf(api.templates.$get())).items,
    enabled: user !== null,
  });
}
