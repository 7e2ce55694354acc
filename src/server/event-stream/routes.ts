import { z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { apiErrorSchema } from "../../shared/api-errors";
import type { OrderRealtimeEvent, UserRealtimeEvent } from "../../shared/realtime";
import { realtimeEventNames, realtimeHeartbeatMs, realtimeRetryMs } from "../../shared/realtime-events";
import { accountIdPattern, roleMayUse, shopQuery } from "../../shared/staff";
import { isBlocked } from "../account/service";
import type { CachedSession } from "../auth/service";
import type { Database } from "../db/client";
import { unauthenticated } from "../errors";
import type { RouteAccess } from "../http/context";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import type { Logger } from "../logger";
import { orderEventsSince } from "../orders/service";
import type { EventBus } from "../realtime/event-bus";
import { SessionStreams } from "./service";

/** More missed events than this on reconnect: the page is told to resync instead of replaying them all. */
export const replayLimit = 100;
/** Writes a stream may have waiting for a page that does not read; more ends the stream. */
const maxWaitingWrites = 200;

const eventsRoute = createRoute({
  method: "get",
  path: "/",
  shop: "member",
  operationId: "streamEvents",
  tags: ["realtime"],
  summary:
    "The live events of the shop the user works in (their own, or the `x-shop` one as staff, what their role reads) as server-sent events: ready, then order… (resync when some were missed, signed-out when the session ended, replaced when the session opened too many streams, shop-left when they no longer work there); a comment line every 25 s",
  request: {
    headers: z.object({ "last-event-id": z.string().max(20).optional() }),
    // DESIGN 35: the shop, as the `x-shop` header names it elsewhere (an EventSource sends no headers of its own).
    query: z.object({ [shopQuery]: z.string().regex(accountIdPattern, "shopInvalid").optional() }),
  },
  responses: {
    200: {
      description: "ready, order…, resync, signed-out, replaced",
      content: { "text/event-stream": { schema: z.string() } },
    },
    401: jsonResponse(apiErrorSchema, "Not signed in"),
  },
});

/** `Last-Event-ID` as an order event id; anything else is ignored (the page reloads what it shows anyway). */
function lastEventId(header: string | undefined): number | undefined {
  return header && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
}

/**
 * GET /api/events (DESIGN 22): one stream per open page. It subscribes before replaying what a reconnecting
 * page missed, so nothing falls between (an event may come twice; the page only reloads). A sign-out or
 * password change anywhere ends the streams of sessions that are no longer valid. A session holds at most
 * `maxStreamsPerSession` on an instance: a newer one replaces the oldest, which is told `replaced` and ends.
 */
export function eventRoutes(deps: {
  db: Database;
  access: Pick<RouteAccess, "staffRoleIn">;
  events: EventBus;
  logger: Logger;
  readSession: (headers: Headers) => Promise<CachedSession | null>;
}) {
  const sessionStreams = new SessionStreams();
  return createRouter().openapi(eventsRoute, async (c) => {
    const userId = c.get("user").id;
    const shop = c.get("shop");
    let role = shop.role;
    // What the user's role reads (DESIGN 35): orders and WhatsApp with the orders area, channel posts as a manager.
    const mayRead = (event: UserRealtimeEvent) => roleMayUse(role, event.type === "post" ? "manager" : "orders");
    const requestHeaders = c.req.raw.headers;
    const afterId = lastEventId(c.req.valid("header")["last-event-id"]);
    const sessionId = (await deps.readSession(requestHeaders))?.session.id;
    if (!sessionId) throw unauthenticated();
    return streamSSE(c, async (stream) => {
      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      stream.onAbort(finish);
      // Writes go out in the order they were asked for. A page that stops reading while its connection
      // stays open would make them pile up in memory: past a limit the stream ends (the page reconnects).
      let writing = Promise.resolve();
      let waiting = 0;
      const enqueue = (write: () => Promise<unknown>) => {
        if (waiting >= maxWaitingWrites) return finish();
        waiting += 1;
        writing = writing.then(write).then(
          () => {
            waiting -= 1;
          },
          () => finish(),
        );
      };
      const send = (event: string, data: unknown, id?: string) =>
        enqueue(() => stream.writeSSE({ event, data: JSON.stringify(data), id }));
      const sendOrder = (event: OrderRealtimeEvent) => send(realtimeEventNames.order, event, event.id);
      // Only order events carry an id: a reconnect replays those, and a page reads its WhatsApp anew.
      const sendUserEvent = (event: UserRealtimeEvent) =>
        event.type === "order" ? sendOrder(event) : send(realtimeEventNames[event.type], event);
      // The session may have ended (signed out on any instance, expired, blocked): the page is told, so it
      // reads its session again at once, and the stream ends after that last word.
      const checkSession = () =>
        void deps
          .readSession(requestHeaders)
          .then(async (session) => {
            if (session) return;
            // A block is said as such: the page then signs itself out at once (DESIGN 27).
            const reason = (await isBlocked(deps, { userId })) ? "blocked" : "ended";
            send(realtimeEventNames.signedOut, { reason });
            enqueue(async () => finish());
          })
          .catch((error: unknown) => deps.logger.warn({ err: error }, "a stream's session could not be checked"));
      // A member removed, or given another role, on any instance: the stream ends, or reads what the new role reads.
      const checkMembership = () =>
        void deps.access
          .staffRoleIn(userId, shop.sellerId)
          .then((now) => {
            if (now) role = now;
            else {
              send(realtimeEventNames.shopLeft, {});
              enqueue(async () => finish());
            }
          })
          .catch((error: unknown) =>
            deps.logger.warn({ err: error }, "a stream's shop membership could not be checked"),
          );
      const unsubscribe = deps.events.subscribe((message) => {
        if (message.type === "user-event" && message.userId === shop.sellerId) {
          if (mayRead(message.event)) sendUserEvent(message.event);
        } else if (message.type === "staff-changed" && message.userId === userId && message.shopId === shop.sellerId) {
          checkMembership();
        } else if (message.type === "resync") {
          send(realtimeEventNames.resync, {});
          checkSession();
        } else if (message.type === "sessions-changed" && (message.userId === null || message.userId === userId)) {
          checkSession();
        }
      });
      const release = sessionStreams.open(sessionId, () => {
        send(realtimeEventNames.replaced, {});
        enqueue(async () => finish());
      });
      const heartbeat = setInterval(() => {
        enqueue(() => stream.write(": ping\n\n"));
        checkSession();
      }, realtimeHeartbeatMs);
      // The session was read before this stream subscribed: one ended in between is caught now, not at
      // the first heartbeat.
      checkSession();
      try {
        enqueue(() => stream.writeSSE({ event: realtimeEventNames.ready, data: "{}", retry: realtimeRetryMs }));
        if (afterId !== undefined && roleMayUse(role, "orders")) {
          const missed = await orderEventsSince(deps, { sellerId: shop.sellerId, afterId, limit: replayLimit + 1 });
          if (missed.length > replayLimit) send(realtimeEventNames.resync, {});
          else for (const event of missed) sendOrder(event);
        }
        await finished;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        release();
      }
    });
  });
}
