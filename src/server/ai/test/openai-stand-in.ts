import { startStandInServer } from "../../test/stand-in-server";

/**
 * A local OpenAI-compatible chat-completions server that streams server-sent events like the real one.
 * The requested model picks the behaviour: `ok` streams "Hello from the model", `upstream-error` answers
 * 500, `stall` sends one piece and then nothing, `malformed` sends a broken event, `cut` ends mid-reply,
 * `delay-<ms>` waits that long before streaming the reply (benchmarks), `improve` answers the improve
 * assistant's prompt with the given content's captions prefixed "Improved: ", as fenced JSON, `caption`
 * answers a product caption's prompt with an English caption naming the product and hashtags (one a phrase,
 * one repeated, one no hashtag at all), as fenced JSON, `empty` ends with no text. `failNext()` makes the
 * next call answer 500 whatever the model.
 * Usage is reported as OpenAI does: with `stream_options.include_usage`, a last chunk before `[DONE]` with
 * no choices and the `usage`; a request without `stream: true` gets one JSON completion with its `usage`.
 * The counts are made up but fixed: 20 prompt tokens, one completion token per piece of the reply.
 */
export async function startOpenAiStandIn() {
  const requests: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
  }[] = [];
  let failures = 0;
  const server = await startStandInServer(async (request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
        response.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      const parsed = JSON.parse(body) as (typeof requests)[number];
      requests.push(parsed);
      const event = (fields: object) =>
        `data: ${JSON.stringify({ id: "chatcmpl-1", object: "chat.completion.chunk", created: 1, model: parsed.model, ...fields })}\n\n`;
      const chunk = (content: string, finish: string | null = null) =>
        event({
          choices: [{ index: 0, delta: finish ? {} : { role: "assistant", content }, finish_reason: finish }],
        });
      if (parsed.model === "upstream-error" || failures > 0) {
        failures = Math.max(0, failures - 1);
        response
          .writeHead(500, { "content-type": "application/json" })
          .end('{"error":{"message":"upstream exploded","type":"server_error"}}');
        return;
      }
      const pieces =
        parsed.model === "improve"
          ? improvedAnswer(parsed.messages)
          : parsed.model === "caption"
            ? captionAnswer(parsed.messages)
            : parsed.model === "empty"
              ? []
              : ["Hello", " from", " the", " model"];
      const usage = { prompt_tokens: 20, completion_tokens: pieces.length, total_tokens: 20 + pieces.length };
      if (parsed.stream !== true) {
        const message = { role: "assistant", content: pieces.join("") };
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "chatcmpl-1",
            object: "chat.completion",
            created: 1,
            model: parsed.model,
            choices: [{ index: 0, message, finish_reason: "stop" }],
            usage,
          }),
        );
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      if (parsed.model === "stall") {
        response.write(chunk("Hel"));
        return;
      }
      if (parsed.model === "malformed") {
        response.write(chunk("Hel"));
        response.end("data: {this is not json\n\n");
        return;
      }
      const streamReply = () => {
        for (const piece of pieces) response.write(chunk(piece));
        if (parsed.model === "cut") {
          response.destroy();
          return;
        }
        response.write(chunk("", "stop"));
        if (parsed.stream_options?.include_usage) response.write(event({ choices: [], usage }));
        response.end("data: [DONE]\n\n");
      };
      const delay = /^delay-(\d+)$/.exec(parsed.model);
      if (delay) setTimeout(streamReply, Number(delay[1]));
      else streamReply();
    });
  });
  return {
    baseUrl: `${server.baseUrl}/v1`,
    requests,
    failNext: () => {
      failures += 1;
    },
    close: server.close,
  };
}

/** The improve model's answer in a few pieces, so the engine has to join a streamed JSON object. */
function improvedAnswer(messages: { role: string; content: string }[]): string[] {
  const prompt = messages.at(-1)?.content ?? "";
  const content = JSON.parse(prompt.slice(prompt.indexOf("{"), prompt.lastIndexOf("}") + 1)) as {
    captions: Record<string, string[]>;
  };
  for (const style of Object.keys(content.captions)) {
    content.captions[style] = (content.captions[style] ?? []).map((caption) => `Improved: ${caption}`);
  }
  const answer = `\`\`\`json\n${JSON.stringify({ reply: "I polished the captions.", content })}\n\`\`\``;
  const third = Math.ceil(answer.length / 3);
  return [answer.slice(0, third), answer.slice(third, 2 * third), answer.slice(2 * third)];
}

/** A product caption as a model writes one, in English whatever was asked, in pieces like a stream. */
function captionAnswer(messages: { role: string; content: string }[]): string[] {
  const prompt = messages.at(-1)?.content ?? "";
  const product = JSON.parse(prompt.slice(prompt.indexOf("{"), prompt.lastIndexOf("}") + 1)) as { name: string };
  const answer = `\`\`\`json\n${JSON.stringify({
    caption: `Meet our ${product.name}, made for cold mornings. Tap the button below to order it in our bot.`,
    hashtags: ["#handmade", "wool scarf", "#handmade", "!!"],
  })}\n\`\`\``;
  const half = Math.ceil(answer.length / 2);
  return [answer.slice(0, half), answer.slice(half)];
}
