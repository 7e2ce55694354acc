import { callbackPlatforms } from "@shared/social";

type CallbackPlatform = (typeof callbackPlatforms)[number];

export type CallbackParams =
  | { kind: "complete"; platform: CallbackPlatform; code: string; state: string }
  | { kind: "missing" };

const isCallbackPlatform = (value: string | null): value is CallbackPlatform =>
  (callbackPlatforms as readonly (string | null)[]).includes(value);

/** 001 §5 (SOC-05, SOC-06): code, state and platform from the query; the platform otherwise from the path. */
export function readCallbackParams(pathname: string, query: URLSearchParams): CallbackParams {
  const code = query.get("code");
  const state = query.get("state");
  const named = query.get("platform");
  const platform = isCallbackPlatform(named)
    ? named
    : callbackPlatforms.find((candidate) => pathname.toLowerCase().includes(candidate));
  if (!code || !state || !platform) return { kind: "missing" };
  return { kind: "complete", platform, code, state };
}
