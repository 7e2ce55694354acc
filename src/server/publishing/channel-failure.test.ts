import { Api, GrammyError, HttpError } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BotApiError, createBotApiClient } from "../integrations/telegram/bot-api-client";
import { startBotApiStandIn } from "../integrations/telegram/test/bot-api-stand-in";
import { channelFailureFrom } from "./channel-failure";

let standIn: Awaited<ReturnType<typeof startBotApiStandIn>>;
beforeAll(async () => {
  standIn = await startBotApiStandIn();
});
afterAll(() => standIn.close());

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error,
  );

/** A bot and a channel it is in as `member` says (or not at all), with grammY's Api and this app's client. */
function botAndChannel(name: string, member?: Parameters<typeof standIn.setChannelMember>[2]) {
  const bot = standIn.addBot({ username: `${name}_bot` });
  const channel = standIn.addChannel({ title: name, username: `${name}_channel` });
  if (member) standIn.setChannelMember(channel.id, bot.id, member);
  return {
    bot,
    chat: `@${name}_channel`,
    channel,
    api: new Api(bot.token, { apiRoot: standIn.baseUrl, timeoutSeconds: 2 }),
    client: createBotApiClient({ platform: "telegram", token: bot.token, apiRoot: standIn.baseUrl, timeoutMs: 2000 }),
  };
}

describe("why a post could not go to a channel, as the seller is told (grammY's Api, as posts are sent)", () => {
  it("a bot that is not in the channel, or was removed from it: bot_not_member", async () => {
    const { api, chat, channel, bot } = botAndChannel("outsider");
    expect(channelFailureFrom(await caught(api.sendMessage(chat, "hello")))).toEqual({
      reason: "bot_not_member",
      detail: "Forbidden: bot is not a member of the channel chat",
    });
    standIn.setChannelMember(channel.id, bot.id, { status: "kicked" });
    expect(channelFailureFrom(await caught(api.sendMessage(chat, "hello")))?.reason).toBe("bot_not_member");
  });

  it("a member, or an admin without 'Post messages': bot_cannot_post", async () => {
    const { api, chat, channel, bot } = botAndChannel("no_right", { status: "member" });
    expect(channelFailureFrom(await caught(api.sendMessage(chat, "hello")))).toEqual({
      reason: "bot_cannot_post",
      detail: "Bad Request: need administrator rights in the channel chat",
    });
    standIn.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: false });
    expect(channelFailureFrom(await caught(api.sendMessage(chat, "hello")))?.reason).toBe("bot_cannot_post");
  });

  it("a deleted channel: chat_not_found", async () => {
    const { api, chat, channel } = botAndChannel("deleted", { status: "administrator", canPostMessages: true });
    standIn.deleteChannel(channel.id);
    expect(channelFailureFrom(await caught(api.sendMessage(chat, "hello")))).toEqual({
      reason: "chat_not_found",
      detail: "Bad Request: chat not found",
    });
  });

  it("a revoked token: bot_token_invalid", async () => {
    const { api, chat, bot } = botAndChannel("revoked", { status: "administrator", canPostMessages: true });
    standIn.revokeToken(bot.token);
    expect(channelFailureFrom(await caught(api.sendMessage(chat, "hello")))?.reason).toBe("bot_token_invalid");
  });

  it("an HTML error page or no answer in time: platform_unreachable", async () => {
    const { api, chat } = botAndChannel("unlucky", { status: "administrator", canPostMessages: true });
    standIn.failNext("http-502");
    const failure = channelFailureFrom(await caught(api.sendMessage(chat, "hello")));
    expect(failure).toEqual({ reason: "platform_unreachable", detail: null });
  });

  it("any other refusal is 'refused' with the platform's words", async () => {
    const { api, chat } = botAndChannel("html", { status: "administrator", canPostMessages: true });
    const error = await caught(api.sendMessage(chat, "price < 5", { parse_mode: "HTML" }));
    expect(channelFailureFrom(error)).toEqual({
      reason: "refused",
      detail: "Bad Request: can't parse entities: Unsupported start tag",
    });
  });

  it("too many requests and the platform's own server errors are its trouble: platform_unreachable", () => {
    const answer = (error_code: number, description: string) =>
      new GrammyError("failed", { ok: false, error_code, description }, "sendMessage", {});
    expect(channelFailureFrom(answer(429, "Too Many Requests: retry after 5"))).toEqual({
      reason: "platform_unreachable",
      detail: "Too Many Requests: retry after 5",
    });
    expect(channelFailureFrom(answer(500, "Internal Server Error"))?.reason).toBe("platform_unreachable");
    expect(channelFailureFrom(answer(400, "Bad Request: not enough rights to send text messages"))?.reason).toBe(
      "bot_cannot_post",
    );
    expect(channelFailureFrom(new HttpError("Network request failed", new Error("ECONNRESET")))).toEqual({
      reason: "platform_unreachable",
      detail: null,
    });
  });
});

describe("why a channel could not be checked (this app's Bot API client, as linking does)", () => {
  it("a bot outside the channel asking getChatMember: bot_not_member", async () => {
    const { client, chat, bot } = botAndChannel("checker");
    expect(channelFailureFrom(await caught(client.getChatMember(chat, bot.id)))).toEqual({
      reason: "bot_not_member",
      detail: "Bad Request: member list is inaccessible",
    });
  });

  it("an unknown channel: chat_not_found; a revoked token: bot_token_invalid; a stall: platform_unreachable", async () => {
    const { client, bot } = botAndChannel("lookup");
    expect(channelFailureFrom(await caught(client.getChat("@no_such_channel")))?.reason).toBe("chat_not_found");
    standIn.failNext("stall");
    const slow = createBotApiClient({ platform: "bale", token: bot.token, apiRoot: standIn.baseUrl, timeoutMs: 100 });
    expect(channelFailureFrom(await caught(slow.getChat("@lookup_channel")))).toEqual({
      reason: "platform_unreachable",
      detail: null,
    });
    standIn.revokeToken(bot.token);
    expect(channelFailureFrom(await caught(client.getChat("@lookup_channel")))?.reason).toBe("bot_token_invalid");
  });

  it("an error that is not the platform's is left to its caller", () => {
    expect(channelFailureFrom(new Error("database is down"))).toBeUndefined();
    expect(channelFailureFrom("nothing")).toBeUndefined();
  });

  it("a refusal without a description is 'refused' with no detail", () => {
    const error = new BotApiError("refused", "getChat", 400, null, "telegram refused getChat (400)");
    expect(channelFailureFrom(error)).toEqual({ reason: "refused", detail: null });
  });
});
