/** Whether a free-form reply may be sent now (INTEGRATIONS: 24 hours after the customer's last message). */
export type ReplyWindow = { open: true; until: string } | { open: false; closedAt: string | null };

/** The conversation's window as the page shows it: open until a time, closed since one, or never opened. */
export function replyWindow(windowOpenUntil: string | null, now: Date = new Date()): ReplyWindow {
  if (windowOpenUntil === null) return { open: false, closedAt: null };
  return new Date(windowOpenUntil).getTime() > now.getTime()
    ? { open: true, until: windowOpenUntil }
    : { open: false, closedAt: windowOpenUntil };
}

/** Milliseconds until an open window closes, so the page can swap the reply box for the notice on time. */
export function msUntilClosed(window: ReplyWindow, now: Date = new Date()): number | null {
  return window.open ? new Date(window.until).getTime() - now.getTime() : null;
}
