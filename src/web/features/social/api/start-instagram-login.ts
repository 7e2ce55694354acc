import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** POST /api/social/instagram/authorize: a one-time state on the server and the address the popup opens. */
export function useStartInstagramLogin() {
  return useMutation({
    mutationFn: async (): Promise<string> => (await dataOf(api.social.instagram.authorize.$post())).url,
  });
}
