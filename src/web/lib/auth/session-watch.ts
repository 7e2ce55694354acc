import { listenToEventStream } from "../event-stream";

/**
 * The session may end while a page is open (signed out in another tab or device, blocked by an admin): the
 * event stream says so and `recheck` reads the session again. Loaded once someone is signed in, so a
 * visitor's first download does not carry the stream.
 */
export function watchSession(recheck: () => Promise<unknown>): () => void {
  return listenToEventStream((event) => {
    if (event.type === "signed-out" || event.type === "ended") void recheck();
  });
}
