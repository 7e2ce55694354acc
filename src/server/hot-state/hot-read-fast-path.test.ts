import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import type { SessionCache } from "../auth/session-cache";
import { UserStateCache } from "../cache/user-state-cache";
import { subscriptionHotRead } from "../subscription/routes";
import { loggerKeepingLines } from "../test/logged-lines";
import { hotReadFastPath } from "./service";

describe("the hot reads' fast path", () => {
  it("hands a request to the app when working out its answer throws, and logs why", () => {
    const logged: string[] = [];
    const logger = loggerKeepingLines("error", logged);
    const brokenSessions = {
      get: () => {
        throw new Error("the session cache is broken");
      },
    } as unknown as SessionCache;
    const next = vi.fn();
    const serve = hotReadFastPath({
      sessions: brokenSessions,
      userState: new UserStateCache(),
      reads: [subscriptionHotRead],
      logger,
    })(next);
    const incoming = { method: "GET", url: "/api/subscription", headers: { cookie: "better-auth.session_token=abc" } };
    const outgoing = { writeHead: vi.fn(), end: vi.fn() };

    expect(() => serve(incoming as IncomingMessage, outgoing as unknown as ServerResponse)).not.toThrow();

    expect(next).toHaveBeenCalledWith(incoming, outgoing);
    expect(outgoing.writeHead).not.toHaveBeenCalled();
    expect(logged.join("")).toContain("the session cache is broken");
  });
});
