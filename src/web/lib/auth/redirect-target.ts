const probeOrigin = "http://same-site.invalid";

/** The page to return to after signing in, if `value` is a path on this site (never another host). */
export function safeRedirectPath(value: string | null): string | null {
  if (!value?.startsWith("/")) return null;
  const url = new URL(value, probeOrigin);
  if (url.origin !== probeOrigin || url.pathname === "/auth") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that comes back to `returnTo` afterwards; slashes stay readable. */
export function signInPathFor(returnTo: string): string {
  return `/auth?redirect=${encodeURIComponent(returnTo).replaceAll("%2F", "/")}`;
}
