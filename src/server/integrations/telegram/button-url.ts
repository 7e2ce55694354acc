/**
 * Telegram refuses a whole message whose URL button points at a host without a dot (`http://localhost:3000`:
 * 400 BUTTON_URL_INVALID), as the app's address is on a laptop; such a button is left out instead.
 */
export function buttonUrlAllowed(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === "https:" || protocol === "http:") && hostname.includes(".") && !hostname.endsWith(".");
  } catch {
    return false;
  }
}
