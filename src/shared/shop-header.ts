// DESIGN 35: how a request names the shop it acts in, apart from ./staff's schemas so the web's event stream, which
// the landing page carries, can name it without zod.

/** The header naming the shop a request acts in (its owner's id); none means the caller's own shop. */
export const shopHeader = "x-shop";
/** The same as a query parameter, for the event stream: a browser's EventSource cannot send headers. */
export const shopQuery = "shop";
/** An account's id as the app has Better Auth make them (a UUID): what the header may name. */
export const accountIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
