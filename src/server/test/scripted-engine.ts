import {
  type AiEngine,
  AiUnavailableError,
  type ChatRequest,
  type ImproveContentRequest,
  type ImprovedContent,
} from "../integrations/ai/engine";

export type Script = { reply: string[] } | { failAfter: string[] } | { empty: true };

/** A call the test holds open: `started` resolves once the call is waiting, `release` lets it answer. */
export interface Hold {
  started: Promise<void>;
  release: () => void;
}

/** Like a model's call, a held chat reply ends with an error when its request is aborted. */
function createHold(): Hold & { wait: (signal?: AbortSignal) => Promise<void> } {
  let started = () => {};
  let release = () => {};
  const startedPromise = new Promise<void>((resolve) => {
    started = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    started: startedPromise,
    release,
    wait: (signal) => {
      started();
      const aborted = new Promise<never>((_, reject) =>
        signal?.addEventListener("abort", () => reject(new AiUnavailableError("aborted")), { once: true }),
      );
      return Promise.race([released, aborted]);
    },
  };
}

/** An engine whose next replies the test decides: pieces, a failure part-way, or nothing. */
export function createScriptedEngine(defaultScript: Script = { reply: ["Hello", " there"] }) {
  const queue: Script[] = [];
  const requests: ChatRequest[] = [];
  const improveRequests: ImproveContentRequest[] = [];
  const improveQueue: (ImprovedContent | "fail")[] = [];
  const holds: ReturnType<typeof createHold>[] = [];
  const engine: AiEngine = {
    kind: "offline",
    async *streamChat(request) {
      requests.push(request);
      const script = queue.shift() ?? defaultScript;
      await holds.shift()?.wait(request.signal);
      if ("empty" in script) return;
      const pieces = "reply" in script ? script.reply : script.failAfter;
      for (const piece of pieces) yield piece;
      if ("failAfter" in script) throw new AiUnavailableError("scripted failure");
    },
    async improveContent(request) {
      improveRequests.push(request);
      const script = improveQueue.shift();
      await holds.shift()?.wait();
      if (script === "fail") throw new AiUnavailableError("scripted failure");
      return script ?? { content: request.content, reply: "Nothing to change" };
    },
    async answerBuyer() {
      return "Scripted answer";
    },
    async writeProductCaption(request) {
      return { caption: `Scripted caption for ${request.product.name}`, hashtags: ["#scripted"] };
    },
  };
  return {
    engine,
    requests,
    improveRequests,
    next: (script: Script) => queue.push(script),
    /** The next improvement's answer, or a failure. */
    nextImprovement: (script: ImprovedContent | "fail") => improveQueue.push(script),
    /** Holds the next chat reply or improvement before it answers, until the test releases it. */
    holdNext: (): Hold => {
      const hold = createHold();
      holds.push(hold);
      return { started: hold.started, release: hold.release };
    },
  };
}
