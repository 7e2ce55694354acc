/**
 * Better Auth's POST /sign-out with plain `fetch` and `keepalive`: the page shows the user signed out at once
 * (000 §4), so they may reload or leave the very next moment. Behind the lazily loaded client, that moment
 * could fall before the request was even sent, and a browser aborts a page's requests when it navigates;
 * a keepalive request is sent and finished regardless, so the session really ends.
 */
export async function requestSignOut(): Promise<void> {
  const response = await fetch("/api/auth/sign-out", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`sign-out answered HTTP ${response.status}`);
}
