import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshSession, type SessionSnapshot, setSession, useSessionSnapshot } from "./session-store";

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedIn = { user: { id: "u1", name: "Sara" }, session: { id: "s1", userId: "u1" } };

let seen: SessionSnapshot = { status: "pending" };
function ReadsSession() {
  seen = useSessionSnapshot();
  return null;
}

/** The store's snapshot as a component reads it. */
function currentSnapshot(): SessionSnapshot {
  renderToString(createElement(ReadsSession));
  return seen;
}

describe("the session store", () => {
  it("a sign-out while a session read is on its way is not undone by the read's answer", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const reading = refreshSession();
    setSession(null);
    answer(new Response(JSON.stringify(signedIn), { status: 200 }));
    await reading;
    expect(currentSnapshot()).toMatchObject({ status: "ready", session: null });
  });

  it("the latest read's answer is the session shown", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(signedIn), { status: 200 })),
    );
    await refreshSession();
    const snapshot = currentSnapshot();
    expect(snapshot.status === "ready" && snapshot.session?.user.name).toBe("Sara");
  });
});
