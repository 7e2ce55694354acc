import { listenToEventStream } from "../event-stream";

/**
 * An admin may block the user while a page is open (DESIGN 27): the event stream says so and `recheck`
 * reads the session again at once; so does a stream refused before it ever opened, as the block may have
 * come before the page connected. A session ended by an ordinary sign-out elsewhere while the page was
 * connected is left to the next action, which says "user not found" (001 §8). Loaded once someone is
 * signed in, so a visitor's first download does not carry the stream.
 */
export function watchSession(recheck: () => Promise<unknown>): () => void {
  return listenToEventStream((event) => {
    if ((event.type === "signed-out" && event.blocked) || (event.type === "ended" && event.beforeReady)) void recheck();
  });
}
