import { describe, expect, it } from "vitest";
import { OpenStreams } from "./open-streams";

describe("open streams on shutdown", () => {
  it("draining waits for a stream that ends by itself, without aborting it", async () => {
    const streams = new OpenStreams();
    let aborted = false;
    const ended = streams.add(() => {
      aborted = true;
    });
    const drained = streams.drain(60_000);
    ended();
    await drained;
    expect(aborted).toBe(false);
    expect(streams.size).toBe(0);
  });

  it("a stream still open after the grace period is aborted, and draining ends once it has", async () => {
    const streams = new OpenStreams();
    const ended = streams.add(() => ended());
    await streams.drain(1);
    expect(streams.size).toBe(0);
  });

  it("a stream that opens once draining is over is aborted at once", async () => {
    const streams = new OpenStreams();
    await streams.drain(1);
    let aborted = false;
    streams.add(() => {
      aborted = true;
    });
    expect(aborted).toBe(true);
  });
});
