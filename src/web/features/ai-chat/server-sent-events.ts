export type ServerSentEvent = { event: string; data: string };

/**
 * Reads a `text/event-stream` as its text arrives in pieces, following the HTML standard's rules: lines end
 * with CR, LF or CRLF; `event:` names the event, `data:` lines are joined with LF, a blank line dispatches;
 * comments (`:`) and other fields are ignored; an event cut off by the end of the stream is dropped.
 */
export function createEventStreamParser() {
  let buffer = "";
  let eventName = "";
  let dataLines: string[] = [];

  function takeLine(line: string): ServerSentEvent | null {
    if (line === "") {
      const event = dataLines.length > 0 ? { event: eventName || "message", data: dataLines.join("\n") } : null;
      eventName = "";
      dataLines = [];
      return event;
    }
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    if (field === "data") dataLines.push(value);
    return null;
  }

  /** Feeds the next piece of text; returns the events it completed. */
  function push(chunk: string): ServerSentEvent[] {
    buffer += chunk;
    const events: ServerSentEvent[] = [];
    let lineStart = 0;
    for (let index = 0; index < buffer.length; index++) {
      const character = buffer[index];
      if (character !== "\n" && character !== "\r") continue;
      // A CR at the very end may be the first half of a CRLF split between two pieces.
      if (character === "\r" && index === buffer.length - 1) break;
      const event = takeLine(buffer.slice(lineStart, index));
      if (event) events.push(event);
      if (character === "\r" && buffer[index + 1] === "\n") index++;
      lineStart = index + 1;
    }
    buffer = buffer.slice(lineStart);
    return events;
  }

  return { push };
}
