import type { BotStatus } from "@shared/bots";
import { useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";
import { useAdminBotsKey } from "./bots";

/** PUT /api/admin/bots/{id}/status: the answer is the reloaded list (000 §4), shown as it comes. */
export function useSetBotStatus() {
  const queryClient = useQueryClient();
  const botsKey = useAdminBotsKey();
  return useAdminMutation(
    async ({ id, status }: { id: string; status: BotStatus }) =>
      (await dataOf(api.admin.bots[":id"].status.$put({ param: { id }, json: { status } }))).items,
    (bots) => queryClient.setQueryData(botsKey, bots),
  );
}
