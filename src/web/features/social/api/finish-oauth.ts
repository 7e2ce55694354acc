import type { OauthCallbackInput } from "@shared/social";
import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** POST /api/social/oauth/callback (001 §7 social-oauth-callback): the popup's code and state to the server. */
export function useFinishOauth() {
  return useMutation({
    mutationFn: (input: OauthCallbackInput) => dataOf(api.social.oauth.callback.$post({ json: input })),
  });
}
