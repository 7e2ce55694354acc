import { describe, expect, it } from "vitest";
import { type BusMessage, inProcessEventBus } from "./event-bus";

describe("the in-process event bus (DESIGN 22, PGlite)", () => {
  it("delivers each message to every subscriber, even when one of them throws, and not after unsubscribing", async () => {
    const failures: unknown[] = [];
    const bus = await inProcessEventBus((error) => failures.push(error));
    const heard: BusMessage[] = [];
    bus.subscribe(() => {
      throw new Error("a broken page");
    });
    const unsubscribe = bus.subscribe((message) => heard.push(message));
    await bus.publish({ type: "sessions-changed", userId: "u1" });
    unsubscribe();
    await bus.publish({ type: "sessions-changed", userId: "u2" });
    expect(heard).toEqual([{ type: "sessions-changed", userId: "u1" }]);
    expect(failures).toHaveLength(2);
    await bus.close();
  });
});
