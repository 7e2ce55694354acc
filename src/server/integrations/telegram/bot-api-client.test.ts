import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotPlatform } from "../../../shared/bots";
import { BotApiError, botApiRoots, createBotApiClient } from "./bot-api-client";
import { startBotApiStandIn } from "./test/bot-api-stand-in";

let standIn: Awaited<ReturnType<typeof startBotApiStandIn>>;
beforeAll(async () => {
  standIn = await startBotApiStandIn();
});
afterAll(() => standIn.close());

async function failure(promise: Promise<unknown>): Promise<BotApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof BotApiError)) throw new Error(`Expected a BotApiError, got ${String(error)}`);
  return error;
}

/** Everything a log line could show of an error. */
const everythingShown = (error: Error) =>
  [error.message, String(error), error.stack, inspect(error), JSON.stringify(error)].join("\n");

const secretToken = "s3cret_token-for-webhooks";

/** A root on a port that was just free, so the connection is refused (fetch blocks port 1 outright). */
async function closedRoot(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe.each<BotPlatform>(["telegram", "bale"])("the %s Bot API client against a local stand-in", (platform) => {
  const client = (token: string, options: { apiRoot?: string; timeoutMs?: number } = {}) =>
    createBotApiClient({ platform, token, apiRoot: standIn.baseUrl, timeoutMs: 2000, ...options });

  it("getMe answers the bot's id, username and name", async () => {
    const bot = standIn.addBot({ username: `${platform}_shop_bot`, firstName: "Shop" });
    const me = await client(bot.token).getMe();
    expect(me).toMatchObject({ id: bot.id, username: bot.username, firstName: "Shop" });
    expect(me.info).toMatchObject({ is_bot: true, can_join_groups: true });
  });

  it("a token the platform does not know is invalid_token, and the token is in no error message", async () => {
    const token = "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11";
    const error = await failure(client(token).getMe());
    expect(error).toMatchObject({
      kind: "invalid_token",
      method: "getMe",
      errorCode: 401,
      description: "Unauthorized",
    });
    expect(everythingShown(error)).not.toContain(token);
    expect(everythingShown(error)).not.toContain("ABC-DEF1234ghIkl");
  });

  it("a token of the wrong form is invalid_token (the platform answers 404 Not Found)", async () => {
    const error = await failure(client("no-colon-token").getMe());
    expect(error).toMatchObject({ kind: "invalid_token", errorCode: 404 });
    expect(everythingShown(error)).not.toContain("no-colon-token");
  });

  it("a token with characters no token has is invalid_token without calling the platform", async () => {
    const before = standIn.requests.length;
    const error = await failure(client("123:abc/../../getMe?x=").getMe());
    expect(error.kind).toBe("invalid_token");
    expect(standIn.requests.length).toBe(before);
  });

  it("a revoked token is invalid_token on any method", async () => {
    const bot = standIn.addBot({ username: `${platform}_revoked_bot` });
    standIn.revokeToken(bot.token);
    const error = await failure(client(bot.token).deleteWebhook());
    expect(error).toMatchObject({ kind: "invalid_token", method: "deleteWebhook", errorCode: 401 });
  });

  it("setWebhook sends url, secret_token and allowed_updates, and getWebhookInfo then shows the webhook", async () => {
    const bot = standIn.addBot({ username: `${platform}_hooked_bot` });
    const url = "https://shop.example/api/bots/7/webhook";
    await client(bot.token).setWebhook({
      url,
      secretToken,
      allowedUpdates: ["message", "callback_query"],
      dropPendingUpdates: true,
    });
    expect(standIn.webhookCalls.at(-1)).toEqual({
      token: bot.token,
      method: "setWebhook",
      url,
      secretToken,
      dropPendingUpdates: true,
    });
    expect(standIn.webhookOf(bot.token)?.secretToken).toBe(secretToken);
    expect(await client(bot.token).getWebhookInfo()).toEqual({
      url,
      pendingUpdateCount: 0,
      allowedUpdates: ["message", "callback_query"],
    });
  });

  it("deleteWebhook clears the webhook", async () => {
    const bot = standIn.addBot({ username: `${platform}_deleted_bot` });
    await client(bot.token).setWebhook({ url: "https://shop.example/api/bots/8/webhook", secretToken });
    await client(bot.token).deleteWebhook({ dropPendingUpdates: true });
    expect(standIn.webhookCalls.at(-1)).toMatchObject({ method: "deleteWebhook", dropPendingUpdates: true });
    expect(await client(bot.token).getWebhookInfo()).toEqual({ url: "", pendingUpdateCount: 0 });
  });

  it("a webhook the platform refuses is refused, with its description", async () => {
    const bot = standIn.addBot({ username: `${platform}_plain_http_bot` });
    const error = await failure(client(bot.token).setWebhook({ url: "http://shop.example/hook", secretToken }));
    expect(error).toMatchObject({
      kind: "refused",
      errorCode: 400,
      description: "Bad Request: bad webhook: An HTTPS URL must be provided for webhook",
    });
    expect(everythingShown(error)).not.toContain(bot.token);
  });

  it("a root nobody listens on is unreachable, and the token is in no error message", async () => {
    const bot = standIn.addBot({ username: `${platform}_lonely_bot` });
    const error = await failure(client(bot.token, { apiRoot: await closedRoot() }).getMe());
    expect(error).toMatchObject({ kind: "unreachable", errorCode: null });
    expect(error.message).toContain("ECONNREFUSED");
    expect(everythingShown(error)).not.toContain(bot.token);
  });

  it("a platform that does not answer in time is unreachable", async () => {
    const bot = standIn.addBot({ username: `${platform}_slow_bot` });
    standIn.failNext("stall");
    const error = await failure(client(bot.token, { timeoutMs: 200 }).getMe());
    expect(error.kind).toBe("unreachable");
    expect(error.message).toContain("within 200 ms");
    expect(everythingShown(error)).not.toContain(bot.token);
  });

  it("an HTML error page instead of a Bot API answer is unreachable", async () => {
    const bot = standIn.addBot({ username: `${platform}_proxied_bot` });
    standIn.failNext("http-502");
    const error = await failure(client(bot.token).setWebhook({ url: "https://shop.example/h", secretToken }));
    expect(error).toMatchObject({ kind: "unreachable", method: "setWebhook" });
    expect(error.message).toContain("HTTP 502");
  });
});

describe("the client's defaults", () => {
  it("calls {root}/bot{token}/{method} on each platform's public root unless given another", async () => {
    const called: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      called.push(String(input));
      return Response.json({ ok: true, result: { id: 1, is_bot: true, first_name: "B", username: "b_bot" } });
    };
    await createBotApiClient({ platform: "telegram", token: "1:a", fetch }).getMe();
    await createBotApiClient({ platform: "bale", token: "2:b", fetch }).getMe();
    expect(called).toEqual([`${botApiRoots.telegram}/bot1:a/getMe`, `${botApiRoots.bale}/bot2:b/getMe`]);
  });
});

describe("the stand-in speaks the Bot API's own forms", () => {
  it("takes form bodies, with arrays JSON-serialised, as the real API does", async () => {
    const bot = standIn.addBot({ username: "form_bot" });
    const body = new URLSearchParams({
      url: "https://shop.example/form-hook",
      secret_token: secretToken,
      allowed_updates: JSON.stringify(["message"]),
    });
    const answer = await fetch(`${standIn.baseUrl}/bot${bot.token}/setWebhook`, { method: "POST", body });
    expect(await answer.json()).toEqual({ ok: true, result: true, description: "Webhook was set" });
    expect(standIn.webhookOf(bot.token)).toEqual({
      url: "https://shop.example/form-hook",
      secretToken,
      allowedUpdates: ["message"],
    });
  });

  it("answers an unknown token with 401 Unauthorized", async () => {
    const answer = await fetch(`${standIn.baseUrl}/bot42:unknown/getMe`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ ok: false, error_code: 401, description: "Unauthorized" });
  });

  it("records sent messages and refuses HTML with a stray <", async () => {
    const bot = standIn.addBot({ username: "talking_bot" });
    const send = (params: Record<string, unknown>) =>
      fetch(`${standIn.baseUrl}/bot${bot.token}/sendMessage`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(params),
      });
    const sent = await send({ chat_id: 99, text: "<b>سلام</b> &lt;3", parse_mode: "HTML" });
    expect(sent.status).toBe(200);
    expect(standIn.messages.at(-1)).toMatchObject({ token: bot.token, chatId: "99", text: "<b>سلام</b> &lt;3" });
    const refused = await send({ chat_id: 99, text: "price < 5", parse_mode: "HTML" });
    expect(refused.status).toBe(400);
  });
});

describe.each<BotPlatform>(["telegram", "bale"])("the %s client reads channels (issue 19)", (platform) => {
  const client = (token: string) => createBotApiClient({ platform, token, apiRoot: standIn.baseUrl, timeoutMs: 2000 });

  it("getChat finds a public channel by @username (any case) or by its -100 id", async () => {
    const bot = standIn.addBot({ username: `${platform}_reader_bot` });
    const channel = standIn.addChannel({ title: "Lavender soaps", username: `${platform}_soaps` });
    const expected = { id: channel.id, type: "channel", title: "Lavender soaps", username: `${platform}_soaps` };
    expect(await client(bot.token).getChat(`@${platform.toUpperCase()}_soaps`)).toEqual(expected);
    expect(String(channel.id)).toMatch(/^-100\d{10}$/);
    expect(await client(bot.token).getChat(String(channel.id))).toEqual(expected);
  });

  it("getChat of a channel that does not exist, or was deleted, is refused with 'chat not found'", async () => {
    const bot = standIn.addBot({ username: `${platform}_lost_bot` });
    const channel = standIn.addChannel({ title: "Gone soon", username: `${platform}_gone_soon` });
    standIn.deleteChannel(channel.id);
    for (const chatId of ["@nobody_has_this", `@${platform}_gone_soon`, String(channel.id)]) {
      const error = await failure(client(bot.token).getChat(chatId));
      expect(error).toMatchObject({ kind: "refused", errorCode: 400, description: "Bad Request: chat not found" });
    }
  });

  it("getChat of a private channel answers only a bot that is in it", async () => {
    const bot = standIn.addBot({ username: `${platform}_private_bot` });
    const channel = standIn.addChannel({ title: "Members only" });
    expect((await failure(client(bot.token).getChat(String(channel.id)))).description).toBe(
      "Bad Request: chat not found",
    );
    standIn.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: true });
    expect(await client(bot.token).getChat(String(channel.id))).toEqual({
      id: channel.id,
      type: "channel",
      title: "Members only",
    });
  });

  it("getChat tells a group from a channel", async () => {
    const bot = standIn.addBot({ username: `${platform}_group_bot` });
    standIn.addChannel({ title: "Buyers' chat", username: `${platform}_buyers`, type: "supergroup" });
    expect((await client(bot.token).getChat(`@${platform}_buyers`)).type).toBe("supergroup");
  });

  it("getChatMember says whether the bot is an administrator allowed to post", async () => {
    const bot = standIn.addBot({ username: `${platform}_admin_bot` });
    const channel = standIn.addChannel({ title: "News", username: `${platform}_news` });
    const member = () => client(bot.token).getChatMember(`@${platform}_news`, bot.id);
    standIn.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: true });
    expect(await member()).toEqual({ status: "administrator", canPostMessages: true });
    standIn.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: false });
    expect(await member()).toEqual({ status: "administrator", canPostMessages: false });
    standIn.setChannelMember(channel.id, bot.id, { status: "member" });
    expect(await member()).toEqual({ status: "member", canPostMessages: false });
  });

  it("getChatMember of a bot that is not in the channel is refused: 'member list is inaccessible'", async () => {
    const bot = standIn.addBot({ username: `${platform}_outside_bot` });
    standIn.addChannel({ title: "Elsewhere", username: `${platform}_elsewhere` });
    const error = await failure(client(bot.token).getChatMember(`@${platform}_elsewhere`, bot.id));
    expect(error).toMatchObject({
      kind: "refused",
      method: "getChatMember",
      errorCode: 400,
      description: "Bad Request: member list is inaccessible",
    });
  });
});

describe("the stand-in's channels take posts as the real API does", () => {
  const post = (token: string, method: "sendMessage" | "sendPhoto", params: Record<string, unknown>) =>
    fetch(`${standIn.baseUrl}/bot${token}/${method}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(params),
    }).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as Record<string, unknown> }));

  it("an administrator with 'Post messages' posts by @username or id; the message is the channel's", async () => {
    const bot = standIn.addBot({ username: "poster_bot" });
    const channel = standIn.addChannel({ title: "Candles", username: "candle_house" });
    standIn.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: true });
    for (const chatId of ["@candle_house", channel.id]) {
      const sent = await post(bot.token, "sendMessage", { chat_id: chatId, text: "New candles" });
      expect(sent.status).toBe(200);
      expect(sent.body.result).toMatchObject({
        chat: { id: channel.id, type: "channel", title: "Candles", username: "candle_house" },
      });
      expect(standIn.messages.at(-1)).toMatchObject({ token: bot.token, chatId: String(channel.id) });
    }
  });

  it("a bot not in the channel, without the right, or posting to a deleted channel is refused in the API's words", async () => {
    const bot = standIn.addBot({ username: "refused_bot" });
    const channel = standIn.addChannel({ title: "Vases", username: "vase_house" });
    const sent = standIn.messages.length;
    const attempt = async () => {
      const answer = await post(bot.token, "sendPhoto", { chat_id: "@vase_house", photo: "AgACunknown" });
      return [answer.status, answer.body.description];
    };
    expect(await attempt()).toEqual([403, "Forbidden: bot is not a member of the channel chat"]);
    standIn.setChannelMember(channel.id, bot.id, { status: "member" });
    expect(await attempt()).toEqual([400, "Bad Request: need administrator rights in the channel chat"]);
    standIn.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: false });
    expect(await attempt()).toEqual([400, "Bad Request: need administrator rights in the channel chat"]);
    standIn.setChannelMember(channel.id, bot.id, { status: "kicked" });
    expect(await attempt()).toEqual([403, "Forbidden: bot is not a member of the channel chat"]);
    standIn.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: true });
    standIn.deleteChannel(channel.id);
    expect(await attempt()).toEqual([400, "Bad Request: chat not found"]);
    expect(standIn.messages.length).toBe(sent);
  });
});
