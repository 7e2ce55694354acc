import { randomBytes } from "node:crypto";
import type { ClientRequest, IncomingMessage, ServerResponse } from "node:http";
import { Agent, request as httpsRequest } from "node:https";
import { readBody, startStandInServer } from "../../../test/stand-in-server";

/**
 * A local Telegram Bot API (it serves as Bale's too): `getMe`, `setWebhook`, `deleteWebhook`,
 * `getWebhookInfo`, `sendMessage` and `sendPhoto` at `{baseUrl}/bot{token}/{method}`, taking parameters
 * as JSON, form or multipart bodies or the query string, as the real API does. Bots are registered with
 * `addBot`; every call lands in `requests`, every webhook change in `webhookCalls`, every sent
 * message in `messages`. `failNext()` makes the next call answer an HTML 502 or nothing at all.
 * Channels (issue 19) are made with `addChannel`, bots put in them with `setChannelMember`; `getChat`,
 * `getChatMember` and sends to a channel answer, and refuse, as the real API does.
 * Long polling (DESIGN 40): `sendUpdate` is a buyer writing to a bot; `getUpdates` hands it over with the
 * real API's rules (an offset confirms what came before it, a long poll waits up to `timeout` seconds, a
 * second poll ends the first with 409, and no poll is answered while a webhook is set).
 * Webhooks, with `deliverToWebhooks`: a bot's updates are posted to its webhook one at a time, in order, with
 * the secret token header, each retried on a failure and then dropped, as Telegram does; `webhookDeliveries`
 * has every attempt. Without it updates only wait for getUpdates, and a test posts to the app itself.
 */
export interface StandInBot {
  token: string;
  id: number;
  username: string;
  firstName: string;
}

export interface StandInWebhook {
  url: string;
  secretToken?: string;
  allowedUpdates?: string[];
}

export interface StandInWebhookCall {
  token: string;
  method: "setWebhook" | "deleteWebhook";
  url: string;
  secretToken?: string;
  dropPendingUpdates: boolean;
}

export interface StandInMessage {
  token: string;
  chatId: string;
  /** Empty for a photo: its words are the caption. */
  text: string;
  caption?: string;
  /** A sent photo: uploaded (its size in bytes) or sent by a file_id; `sizes` is what the answer gave. */
  photo?: { fileId?: string; uploadedBytes?: number; sizes: StandInPhotoSize[] };
  parseMode?: string;
  replyMarkup?: unknown;
  messageId: number;
}

export interface StandInPhotoSize {
  file_id: string;
  file_unique_id: string;
  width: number;
  height: number;
  file_size: number;
}

/** A file in a multipart body: what a bot uploads with grammY's `InputFile`. */
export interface StandInUpload {
  filename: string;
  bytes: Uint8Array;
}

/** A chat made with `addChannel`: its id is `-100…` like a real channel's or supergroup's. */
export interface StandInChannel {
  id: number;
  title: string;
  username?: string;
  type: "channel" | "supergroup" | "group";
}

/** What a bot is in a channel; an administrator posts only with `canPostMessages`. */
export interface StandInChannelMember {
  status: "administrator" | "member" | "left" | "kicked";
  canPostMessages?: boolean;
}

export type BotApiStandInFailure = "http-502" | "stall";

export interface BotApiStandInOptions {
  /** Post each update to the bot's webhook while one is set, as Telegram does. */
  deliverToWebhooks?: boolean;
  /** Ports setWebhook takes beside Telegram's own (80, 88, 443, 8443): a test's https front on a free port. */
  extraWebhookPorts?: number[];
  /** The waits before each retry of a failed delivery; after the last retry the update is dropped. */
  deliveryRetryDelaysMs?: number[];
}

/**
 * Telegram's flood control for one private chat: a send sooner than `perChatMs` after the last one that chat got
 * is refused with 429 and `retry_after` (seconds), as the real API does past about one message a second.
 */
export interface StandInFloodControl {
  perChatMs: number;
  retryAfterSeconds: number;
}

/** One attempt to post an update to a webhook: its answer's status, or `unreachable` (no connection or answer). */
export interface StandInWebhookDelivery {
  token: string;
  updateId: number;
  url: string;
  attempt: number;
  status: number | "unreachable";
}

type Params = Record<string, unknown>;
type Update = { update_id: number } & Params;
type PollEnd = "update" | "timeout" | "conflict" | "left" | "webhook";

interface Answer {
  status: number;
  body: unknown;
}

const callPath = /^\/bot([^/]*)\/([A-Za-z]+)$/;
const filePath = /^\/file\/bot([^/]*)\/(.+)$/;
const controlPath = /^\/stand-in\/bots\/([^/]+)\/(updates|messages)$/;
const tokenForm = /^\d+:[A-Za-z0-9_-]+$/;
const secretTokenForm = /^[A-Za-z0-9_-]{1,256}$/;
const webhookPorts = new Set(["", "80", "88", "443", "8443"]);
const htmlTag = /<\/?(b|strong|i|em|u|ins|s|strike|del|span|tg-spoiler|a|code|pre|blockquote|tg-emoji)(\s[^<>]*)?>/g;

const ok = (result: unknown, description?: string): Answer => ({
  status: 200,
  body: { ok: true, result, ...(description ? { description } : {}) },
});
const refuse = (status: number, description: string): Answer => ({
  status,
  body: { ok: false, error_code: status, description },
});
const badRequest = (what: string) => refuse(400, `Bad Request: ${what}`);

/** The real API refuses the whole message when HTML text has a `<` that opens no supported tag. */
const brokenHtml = (text: string, parseMode: string | undefined) =>
  parseMode === "HTML" && text.replace(htmlTag, "").includes("<");

/** Caption limits count what the buyer sees: the text once tags are gone and entities are characters. */
const visibleLength = (html: string) => html.replace(htmlTag, "").replace(/&(#\d+|[a-z]+);/g, "_").length;

/** How long a webhook has to answer one delivery before it counts as unreachable. */
const deliveryTimeoutMs = 10_000;

export type BotApiStandIn = Awaited<ReturnType<typeof startBotApiStandIn>>;

export async function startBotApiStandIn(options: BotApiStandInOptions = {}) {
  const { deliverToWebhooks = false, deliveryRetryDelaysMs = [100, 300, 1_000] } = options;
  const acceptedWebhookPorts = new Set([...webhookPorts, ...(options.extraWebhookPorts ?? []).map(String)]);
  const bots = new Map<string, StandInBot>();
  const webhooks = new Map<string, StandInWebhook>();
  const failures: BotApiStandInFailure[] = [];
  const requests: { token: string; method: string; params: Params }[] = [];
  const webhookCalls: StandInWebhookCall[] = [];
  const messages: StandInMessage[] = [];
  /** When each message reached the stand-in (benchmarks time deliveries by it). */
  const sentAt = new WeakMap<StandInMessage, number>();
  const remember = (message: StandInMessage) => {
    messages.push(message);
    sentAt.set(message, performance.now());
  };
  /** The callback queries answered, by id: a button that was never answered keeps spinning. */
  const answeredCallbacks: { token: string; callbackQueryId: string }[] = [];
  /** The chats (`token chatId`) under flood control, when each last got a message, and the 429s given. */
  const floodControls = new Map<string, StandInFloodControl>();
  const lastSentToChat = new Map<string, number>();
  const floodRefusals: { token: string; chatId: string }[] = [];
  /** Files buyers "sent" (a receipt photo): file_id → the bot it belongs to, its path and bytes. */
  const files = new Map<string, { token: string; path: string; bytes: Uint8Array }>();
  /** Photos bots sent: each size's file_id → the bot it belongs to and every size of that photo. */
  const photos = new Map<string, { token: string; sizes: StandInPhotoSize[] }>();
  /** Channels by id, and what each bot is in them; a deleted channel stays here so its id is still "not found". */
  const channels = new Map<number, StandInChannel & { deleted: boolean }>();
  const members = new Map<number, Map<number, StandInChannelMember>>();
  /** `token chatId` of each private chat whose user blocked that bot. */
  const blocked = new Set<string>();
  /** Updates not yet confirmed by a bot's getUpdates, oldest first. */
  const pendingUpdates = new Map<string, Update[]>();
  /** The long poll each bot has open, ended by an update, its timeout, a newer poll or the caller leaving. */
  const openPolls = new Map<string, (why: PollEnd) => void>();
  /** Polls ended by a newer poll of the same bot (409): two pollers of one bot, which must never happen. */
  const pollConflicts: string[] = [];
  const webhookDeliveries: StandInWebhookDelivery[] = [];
  /** Bots whose pending updates are being posted to their webhook now: one delivery at a time per bot. */
  const delivering = new Set<string>();
  const deliveriesInFlight = new Set<ClientRequest>();
  /** A webhook behind a self-signed certificate (a test's https front) is posted to all the same. */
  const webhookAgent = new Agent({ rejectUnauthorized: false });
  let closed = false;
  let lastUpdateId = 500_000_000;
  let lastBotId = 7_000_000_000;
  let lastChannelNumber = 1_000_000_000;
  let lastMessageId = 0;

  /**
   * The channel a `chat_id` names (`@username`, any case, or its numeric id); undefined for any other chat,
   * so private chats keep their own behaviour. `gone` is a channel named that does not exist (any more).
   */
  function channelNamed(chatId: string): { channel: StandInChannel } | { gone: true } | undefined {
    const named = chatId.startsWith("@")
      ? [...channels.values()].find((one) => one.username?.toLowerCase() === chatId.slice(1).toLowerCase())
      : channels.get(Number(chatId));
    if (named && !named.deleted) return { channel: named };
    return named || chatId.startsWith("@") ? { gone: true } : undefined;
  }

  const memberOf = (channel: StandInChannel, userId: number): StandInChannelMember =>
    members.get(channel.id)?.get(userId) ?? { status: "left" };
  const isIn = (member: StandInChannelMember) => member.status === "administrator" || member.status === "member";

  /**
   * The refusal a bot gets when it may not post in the channel, as the real API words it: not in it (never
   * added, left or removed) is 403; in it without the "Post messages" right is 400.
   */
  function postRefusal(bot: StandInBot, channel: StandInChannel): Answer | undefined {
    const member = memberOf(channel, bot.id);
    if (!isIn(member)) return refuse(403, `Forbidden: bot is not a member of the ${chatWord(channel)} chat`);
    if (channel.type === "channel" && !(member.status === "administrator" && member.canPostMessages)) {
      return badRequest("need administrator rights in the channel chat");
    }
    return undefined;
  }

  /**
   * A public chat answers anyone; one without a username only a bot that is in it (the real API says "chat
   * not found" to the others, which is why a seller is told to use the @username).
   */
  function getChat(bot: StandInBot, params: Params): Answer {
    const target = channelNamed(String(params.chat_id ?? ""));
    if (!target || "gone" in target) return badRequest("chat not found");
    const { channel } = target;
    if (channel.username === undefined && !isIn(memberOf(channel, bot.id))) return badRequest("chat not found");
    return ok(chatOf(channel));
  }

  /**
   * Choice for a bot that is not in the channel (or was removed): 400 "member list is inaccessible", as
   * the real API answers a bot reading a channel it cannot see (403 "bot is not a member" is kept for sends).
   * A bot in it reads anyone's membership; an administrator's answer carries its rights.
   */
  function getChatMember(bot: StandInBot, params: Params): Answer {
    const target = channelNamed(String(params.chat_id ?? ""));
    if (!target || "gone" in target) return badRequest("chat not found");
    const { channel } = target;
    const userId = Number(params.user_id);
    if (!Number.isSafeInteger(userId) || userId <= 0) return badRequest("invalid user_id specified");
    if (!isIn(memberOf(channel, bot.id))) return badRequest("member list is inaccessible");
    const member = memberOf(channel, userId);
    const who = [...bots.values()].find((one) => one.id === userId);
    const user = who ? botUser(who) : { id: userId, is_bot: false, first_name: `User ${userId}` };
    if (member.status !== "administrator") {
      return ok({ user, status: member.status, ...(member.status === "kicked" ? { until_date: 0 } : {}) });
    }
    const canPost = member.canPostMessages === true;
    return ok({
      user,
      status: "administrator",
      can_be_edited: false,
      is_anonymous: false,
      can_manage_chat: true,
      can_delete_messages: false,
      can_manage_video_chats: false,
      can_restrict_members: false,
      can_promote_members: false,
      can_change_info: false,
      can_invite_users: true,
      ...(channel.type === "channel" ? { can_post_messages: canPost, can_edit_messages: canPost } : {}),
    });
  }

  /** The flood control's 429 for a private chat sent to too soon, else undefined (and the send is counted). */
  function floodRefusal(bot: StandInBot, chatId: string): Answer | undefined {
    const key = `${bot.token} ${chatId}`;
    const control = floodControls.get(key);
    if (!control) return undefined;
    const now = Date.now();
    const last = lastSentToChat.get(key);
    if (last !== undefined && now - last < control.perChatMs) {
      floodRefusals.push({ token: bot.token, chatId });
      const retryAfter = control.retryAfterSeconds;
      return {
        status: 429,
        body: {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${retryAfter}`,
          parameters: { retry_after: retryAfter },
        },
      };
    }
    lastSentToChat.set(key, now);
    return undefined;
  }

  /** Where a send goes: a channel it may post in, a refusal, or a private chat (undefined channel). */
  function sendTarget(bot: StandInBot, chatId: string): { channel?: StandInChannel } | { refusal: Answer } {
    const target = channelNamed(chatId);
    if (!target && blocked.has(`${bot.token} ${chatId}`)) {
      return { refusal: refuse(403, "Forbidden: bot was blocked by the user") };
    }
    if (!target) {
      const refusal = floodRefusal(bot, chatId);
      return refusal ? { refusal } : {};
    }
    if ("gone" in target) return { refusal: badRequest("chat not found") };
    const refusal = postRefusal(bot, target.channel);
    return refusal ? { refusal } : { channel: target.channel };
  }

  function setWebhook(bot: StandInBot, params: Params): Answer {
    const url = String(params.url ?? "");
    const secretToken = params.secret_token === undefined ? undefined : String(params.secret_token);
    const dropPendingUpdates = isTrue(params.drop_pending_updates);
    if (url === "") return deleteWebhook(bot, params);
    if (!URL.canParse(url) || new URL(url).protocol !== "https:") {
      return badRequest("bad webhook: An HTTPS URL must be provided for webhook");
    }
    if (!acceptedWebhookPorts.has(new URL(url).port)) {
      return badRequest("bad webhook: Webhook can be set up only on ports 80, 88, 443 or 8443");
    }
    if (secretToken !== undefined && !secretTokenForm.test(secretToken)) {
      return badRequest("secret token contains unallowed characters");
    }
    const allowedUpdates = readList(params.allowed_updates);
    const current = webhooks.get(bot.token);
    webhookCalls.push({ token: bot.token, method: "setWebhook", url, secretToken, dropPendingUpdates });
    if (dropPendingUpdates) pendingUpdates.delete(bot.token);
    webhooks.set(bot.token, { url, secretToken, allowedUpdates: allowedUpdates ?? current?.allowedUpdates });
    // As Telegram does: a getUpdates held open is ended, and the updates go to the webhook from now on.
    openPolls.get(bot.token)?.("webhook");
    void deliverPending(bot.token);
    return ok(true, current?.url === url ? "Webhook is already set" : "Webhook was set");
  }

  function deleteWebhook(bot: StandInBot, params: Params): Answer {
    const had = webhooks.delete(bot.token);
    if (isTrue(params.drop_pending_updates)) pendingUpdates.delete(bot.token);
    webhookCalls.push({
      token: bot.token,
      method: "deleteWebhook",
      url: "",
      dropPendingUpdates: isTrue(params.drop_pending_updates),
    });
    return ok(true, had ? "Webhook was deleted" : "Webhook is already deleted");
  }

  /**
   * The real API's getUpdates: updates below `offset` are confirmed and forgotten; with none waiting it holds
   * the request up to `timeout` seconds; a newer poll of the same bot, or a webhook set meanwhile, ends this one
   * with 409.
   */
  async function getUpdates(bot: StandInBot, params: Params, caller: ServerResponse): Promise<Answer> {
    if (webhooks.has(bot.token)) {
      return refuse(
        409,
        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      );
    }
    const offset = Number(params.offset ?? 0);
    const limit = Math.min(100, Math.max(1, Number(params.limit ?? 100) || 100));
    const timeoutSeconds = Math.max(0, Number(params.timeout ?? 0) || 0);
    if (offset > 0) {
      pendingUpdates.set(
        bot.token,
        (pendingUpdates.get(bot.token) ?? []).filter((update) => update.update_id >= offset),
      );
    }
    openPolls.get(bot.token)?.("conflict");
    const waiting = () => (pendingUpdates.get(bot.token) ?? []).slice(0, limit);
    if (waiting().length > 0 || timeoutSeconds === 0) return ok(waiting());
    const end = await new Promise<PollEnd>((resolve) => {
      const finish = (why: PollEnd) => {
        clearTimeout(timer);
        caller.off("close", left);
        if (openPolls.get(bot.token) === finish) openPolls.delete(bot.token);
        resolve(why);
      };
      const left = () => finish("left");
      const timer = setTimeout(() => finish("timeout"), timeoutSeconds * 1000);
      caller.on("close", left);
      openPolls.set(bot.token, finish);
    });
    if (end === "webhook") return refuse(409, "Conflict: terminated by setWebhook request");
    if (end === "conflict") {
      pollConflicts.push(bot.token);
      return refuse(
        409,
        "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running",
      );
    }
    return ok(waiting());
  }

  function getWebhookInfo(bot: StandInBot): Answer {
    const webhook = webhooks.get(bot.token);
    if (!webhook) return ok({ url: "", has_custom_certificate: false, pending_update_count: 0 });
    return ok({
      url: webhook.url,
      has_custom_certificate: false,
      pending_update_count: 0,
      max_connections: 40,
      ip_address: "127.0.0.1",
      ...(webhook.allowedUpdates ? { allowed_updates: webhook.allowedUpdates } : {}),
    });
  }

  function sendMessage(bot: StandInBot, params: Params): Answer {
    const chatId = params.chat_id === undefined ? "" : String(params.chat_id);
    const text = params.text === undefined ? "" : String(params.text);
    const parseMode = params.parse_mode === undefined ? undefined : String(params.parse_mode);
    if (chatId === "") return badRequest("chat_id is empty");
    if (text.trim() === "") return badRequest("message text is empty");
    if (text.length > 4096) return badRequest("message is too long");
    if (brokenHtml(text, parseMode)) return badRequest("can't parse entities: Unsupported start tag");
    const target = sendTarget(bot, chatId);
    if ("refusal" in target) return target.refusal;
    const to = target.channel ? String(target.channel.id) : chatId;
    const messageId = ++lastMessageId;
    remember({ token: bot.token, chatId: to, text, parseMode, replyMarkup: replyMarkupOf(params), messageId });
    return ok({ ...messageOf(bot, to, messageId, target.channel), text });
  }

  /**
   * The Bot API's edit of a message the bot sent: the kept message takes the new text and buttons in its place;
   * the same text and buttons again is Telegram's "message is not modified" refusal.
   */
  function editMessageText(bot: StandInBot, params: Params): Answer {
    const chatId = params.chat_id === undefined ? "" : String(params.chat_id);
    const text = params.text === undefined ? "" : String(params.text);
    const parseMode = params.parse_mode === undefined ? undefined : String(params.parse_mode);
    const kept = messages.find(
      (message) =>
        message.token === bot.token && message.chatId === chatId && message.messageId === Number(params.message_id),
    );
    if (!kept) return badRequest("message to edit not found");
    if (text.trim() === "") return badRequest("message text is empty");
    if (brokenHtml(text, parseMode)) return badRequest("can't parse entities: Unsupported start tag");
    const replyMarkup = replyMarkupOf(params);
    if (kept.text === text && JSON.stringify(kept.replyMarkup) === JSON.stringify(replyMarkup)) {
      return badRequest(
        "message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
      );
    }
    Object.assign(kept, { text, parseMode, replyMarkup });
    return ok({ ...messageOf(bot, chatId, kept.messageId), text });
  }

  /** The edit of a photo's caption (and buttons), as editMessageText is for a text. */
  function editMessageCaption(bot: StandInBot, params: Params): Answer {
    const chatId = params.chat_id === undefined ? "" : String(params.chat_id);
    const caption = params.caption === undefined ? "" : String(params.caption);
    const parseMode = params.parse_mode === undefined ? undefined : String(params.parse_mode);
    const kept = messages.find(
      (message) =>
        message.token === bot.token &&
        message.chatId === chatId &&
        message.messageId === Number(params.message_id) &&
        message.photo !== undefined,
    );
    if (!kept) return badRequest("message to edit not found");
    if (visibleLength(caption) > 1024) return badRequest("message caption is too long");
    if (brokenHtml(caption, parseMode)) return badRequest("can't parse entities: Unsupported start tag");
    const replyMarkup = replyMarkupOf(params);
    if (kept.caption === caption && JSON.stringify(kept.replyMarkup) === JSON.stringify(replyMarkup)) {
      return badRequest(
        "message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
      );
    }
    Object.assign(kept, { caption, parseMode, replyMarkup });
    return ok({ ...messageOf(bot, chatId, kept.messageId), caption, photo: kept.photo?.sizes ?? [] });
  }

  /**
   * A photo uploaded in a multipart body (as the file itself or, as grammY sends it, `attach://<part>`) or
   * sent by a file_id this bot got before; the answer's sizes get fresh file_ids, known from then on.
   */
  function sendPhoto(bot: StandInBot, params: Params): Answer {
    const chatId = params.chat_id === undefined ? "" : String(params.chat_id);
    const caption = params.caption === undefined ? undefined : String(params.caption);
    const parseMode = params.parse_mode === undefined ? undefined : String(params.parse_mode);
    if (chatId === "") return badRequest("chat_id is empty");
    const target = sendTarget(bot, chatId);
    if ("refusal" in target) return target.refusal;
    const to = target.channel ? String(target.channel.id) : chatId;
    if (caption !== undefined && visibleLength(caption) > 1024) return badRequest("message caption is too long");
    if (caption !== undefined && brokenHtml(caption, parseMode)) {
      return badRequest("can't parse entities: Unsupported start tag");
    }
    const photo = params.photo;
    const attached = typeof photo === "string" && photo.startsWith("attach://") ? params[photo.slice(9)] : photo;
    let sent: StandInMessage["photo"];
    if (isUpload(attached)) {
      if (attached.bytes.length === 0) return badRequest("file must be non-empty");
      sent = { uploadedBytes: attached.bytes.length, sizes: rememberPhoto(bot.token, attached.bytes.length) };
    } else {
      const known = photos.get(String(attached ?? ""));
      if (!known || known.token !== bot.token) return badRequest("wrong file identifier/HTTP URL specified");
      sent = { fileId: String(attached), sizes: known.sizes };
    }
    const messageId = ++lastMessageId;
    remember({
      token: bot.token,
      chatId: to,
      text: "",
      caption,
      photo: sent,
      parseMode,
      replyMarkup: replyMarkupOf(params),
      messageId,
    });
    return ok({
      ...messageOf(bot, to, messageId, target.channel),
      photo: sent.sizes,
      ...(caption ? { caption } : {}),
    });
  }

  /** A thumbnail and the full size, smallest first as the real API lists them. */
  function rememberPhoto(token: string, bytes: number): StandInPhotoSize[] {
    const size = (side: number, fileSize: number) => {
      const id = `AgAC${randomBytes(12).toString("base64url")}`;
      return { file_id: id, file_unique_id: `AQAD${id.slice(4, 12)}`, width: side, height: side, file_size: fileSize };
    };
    const sizes = [size(90, Math.min(bytes, 1_500)), size(800, bytes)];
    for (const one of sizes) photos.set(one.file_id, { token, sizes });
    return sizes;
  }

  function answerCall(token: string, method: string, params: Params): Answer {
    if (!tokenForm.test(token)) return refuse(404, "Not Found");
    const bot = bots.get(token);
    if (!bot) return refuse(401, "Unauthorized");
    if (method === "getMe") return ok(botUser(bot));
    if (method === "setWebhook") return setWebhook(bot, params);
    if (method === "deleteWebhook") return deleteWebhook(bot, params);
    if (method === "getWebhookInfo") return getWebhookInfo(bot);
    if (method === "sendMessage") return sendMessage(bot, params);
    if (method === "sendPhoto") return sendPhoto(bot, params);
    if (method === "editMessageText") return editMessageText(bot, params);
    if (method === "editMessageCaption") return editMessageCaption(bot, params);
    if (method === "getChat") return getChat(bot, params);
    if (method === "getChatMember") return getChatMember(bot, params);
    if (method === "getFile") {
      const file = files.get(String(params.file_id ?? ""));
      if (!file || file.token !== bot.token) return badRequest("invalid file_id");
      return ok({
        file_id: params.file_id,
        file_unique_id: params.file_id,
        file_size: file.bytes.length,
        file_path: file.path,
      });
    }
    if (method === "answerCallbackQuery") {
      const callbackQueryId = String(params.callback_query_id ?? "");
      if (callbackQueryId === "")
        return badRequest("query is too old and response timeout expired or query ID is invalid");
      answeredCallbacks.push({ token: bot.token, callbackQueryId });
      return ok(true);
    }
    return refuse(404, "Not Found: method not found");
  }

  /**
   * What a test in another process (a journey) plays through HTTP: `POST /stand-in/bots/{token}/updates` is
   * a buyer writing to the bot (the body is the update, numbered here), `GET /stand-in/bots/{token}/messages`
   * what the bot sent. No real Bot API has these paths.
   */
  async function control(request: IncomingMessage, response: ServerResponse, path: RegExpExecArray) {
    const token = decodeURIComponent(path[1] ?? "");
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    if (!bots.has(token)) answer(404, { error: "no bot has this token" });
    else if (path[2] === "updates" && request.method === "POST")
      answer(200, sendUpdate(token, await readParams(request)));
    else if (path[2] === "messages" && request.method === "GET") {
      answer(
        200,
        messages.filter((message) => message.token === token),
      );
    } else answer(404, { error: "no such control" });
  }

  /**
   * A buyer's update reaching `token`'s bot (a message, a button press), numbered as the platform numbers
   * them; a long poll open for that bot answers with it at once. Returns the update as the bot gets it.
   */
  function sendUpdate(token: string, update: Params): Update {
    lastUpdateId += 1;
    const numbered = { ...update, update_id: lastUpdateId };
    pendingUpdates.set(token, [...(pendingUpdates.get(token) ?? []), numbered]);
    openPolls.get(token)?.("update");
    void deliverPending(token);
    return numbered;
  }

  /**
   * Posts the bot's pending updates to its webhook, oldest first, each once the one before was answered; a
   * failed one is retried after each of `deliveryRetryDelaysMs`, then dropped. Ends when none is left or the
   * webhook is gone (the rest wait for getUpdates).
   */
  async function deliverPending(token: string) {
    if (!deliverToWebhooks || delivering.has(token)) return;
    delivering.add(token);
    for (;;) {
      const webhook = webhooks.get(token);
      const update = pendingUpdates.get(token)?.[0];
      if (closed || !webhook || !update) {
        delivering.delete(token);
        return;
      }
      await deliver(token, webhook, update);
      pendingUpdates.set(
        token,
        (pendingUpdates.get(token) ?? []).filter((one) => one !== update),
      );
    }
  }

  async function deliver(token: string, webhook: StandInWebhook, update: Update) {
    for (let attempt = 1; ; attempt += 1) {
      const status = await postUpdate(webhook, update);
      webhookDeliveries.push({ token, updateId: update.update_id, url: webhook.url, attempt, status });
      const wait = deliveryRetryDelaysMs[attempt - 1];
      if ((typeof status === "number" && status >= 200 && status < 300) || wait === undefined || closed) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** One POST of the update as Telegram makes it: JSON, with the webhook's secret token in its header. */
  function postUpdate(webhook: StandInWebhook, update: Update): Promise<number | "unreachable"> {
    const body = JSON.stringify(update);
    return new Promise((resolve) => {
      const request = httpsRequest(
        webhook.url,
        {
          method: "POST",
          agent: webhookAgent,
          timeout: deliveryTimeoutMs,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            ...(webhook.secretToken ? { "x-telegram-bot-api-secret-token": webhook.secretToken } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
          response.on("error", () => resolve("unreachable"));
        },
      );
      deliveriesInFlight.add(request);
      request.on("close", () => deliveriesInFlight.delete(request));
      request.on("timeout", () => request.destroy());
      request.on("error", () => resolve("unreachable"));
      request.end(body);
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const controlled = controlPath.exec(url.pathname);
    if (controlled) {
      await control(request, response, controlled);
      return;
    }
    const download = filePath.exec(url.pathname);
    if (download) {
      const file = [...files.values()].find(
        (one) => one.token === decodeURIComponent(download[1] ?? "") && one.path === download[2],
      );
      if (!file) return void response.writeHead(404).end();
      return void response.writeHead(200, { "content-type": "application/octet-stream" }).end(file.bytes);
    }
    const params = { ...Object.fromEntries(url.searchParams), ...(await readParams(request)) };
    const call = callPath.exec(url.pathname);
    const token = decodeURIComponent(call?.[1] ?? "");
    const method = call?.[2] ?? "";
    requests.push({ token, method, params });
    const failure = failures.shift();
    if (failure === "stall") return;
    if (failure === "http-502") {
      response.writeHead(502, { "content-type": "text/html" }).end("<h1>502 Bad Gateway</h1>");
      return;
    }
    const bot = bots.get(token);
    const answer =
      call && method === "getUpdates" && bot
        ? await getUpdates(bot, params, response)
        : call
          ? answerCall(token, method, params)
          : refuse(404, "Not Found");
    if (response.destroyed) return;
    response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
  }

  const server = await startStandInServer(handle);

  return {
    /** The API root to give the client, as `apiRoot` (for Telegram or for Bale). */
    baseUrl: server.baseUrl,
    requests,
    webhookCalls,
    webhookDeliveries,
    messages,
    answeredCallbacks,
    /** When `message` reached the stand-in, on `performance.now()`'s clock. */
    sentAtOf: (message: StandInMessage) => sentAt.get(message),
    /** The sends the flood control refused with 429. */
    floodRefusals,
    /** Puts private chat `chatId` of `token`'s bot under flood control (429 with retry_after when sent to too fast). */
    controlFlood(token: string, chatId: number, control: StandInFloodControl) {
      floodControls.set(`${token} ${chatId}`, control);
    },
    /** A file a buyer sends to `token`'s bot (a photo): returns its file_id, which getFile then knows. */
    addFile(token: string, bytes: Uint8Array): string {
      const id = `file-${randomBytes(8).toString("hex")}`;
      files.set(id, { token, path: `photos/${id}.jpg`, bytes });
      return id;
    },
    /** Registers a bot as BotFather would; returns it with its token. */
    addBot({
      username,
      firstName = username,
      token,
    }: {
      username: string;
      firstName?: string;
      token?: string;
    }): StandInBot {
      const id = ++lastBotId;
      const bot = {
        token: token ?? `${id}:${randomBytes(26).toString("base64url").slice(0, 35)}`,
        id,
        username,
        firstName,
      };
      bots.set(bot.token, bot);
      return bot;
    },
    /** A channel (or, with `type`, a group) someone made; no bot is in it until `setChannelMember`. */
    addChannel({
      title,
      username,
      type = "channel",
    }: {
      title: string;
      username?: string;
      type?: StandInChannel["type"];
    }): StandInChannel {
      lastChannelNumber += 1;
      const channel = { id: -Number(`100${lastChannelNumber}`), title, type, ...(username ? { username } : {}) };
      channels.set(channel.id, { ...channel, deleted: false });
      members.set(channel.id, new Map());
      return channel;
    },
    /** The channel's owner adds a bot (as an admin, with or without "Post messages"), demotes or removes it. */
    setChannelMember(channelId: number, botId: number, member: StandInChannelMember) {
      const inChannel = members.get(channelId);
      if (!inChannel) throw new Error("no channel has this id");
      inChannel.set(botId, member);
    },
    /** The owner deleted the channel: every call naming it, by @username or id, is "chat not found". */
    deleteChannel(channelId: number) {
      const channel = channels.get(channelId);
      if (!channel) throw new Error("no channel has this id");
      channel.deleted = true;
    },
    /** The buyer in private chat `chatId` blocked `token`'s bot: every send to them is refused from now on. */
    blockBot(token: string, chatId: number) {
      blocked.add(`${token} ${chatId}`);
    },
    /** They unblocked it: sends reach them again. */
    unblockBot(token: string, chatId: number) {
      blocked.delete(`${token} ${chatId}`);
    },
    /** The seller revoked the token at BotFather: the platform no longer knows it. */
    revokeToken(token: string) {
      bots.delete(token);
      webhooks.delete(token);
    },
    /** BotFather's /revoke: the same bot gets a new token and the old one stops working. */
    renewToken(token: string): StandInBot {
      const bot = bots.get(token);
      if (!bot) throw new Error("no bot has this token");
      bots.delete(token);
      webhooks.delete(token);
      const renewed = { ...bot, token: `${bot.id}:${randomBytes(26).toString("base64url").slice(0, 35)}` };
      bots.set(renewed.token, renewed);
      return renewed;
    },
    /**
     * A buyer's update reaching `token`'s bot (a message, a button press), numbered as the platform numbers
     * them; a long poll open for that bot answers with it at once, or, with `deliverToWebhooks`, it is posted
     * to the bot's webhook. Returns the update as the bot gets it.
     */
    sendUpdate,
    /** Updates of `token`'s bot that no getUpdates confirmed (nor, with `deliverToWebhooks`, a webhook took) yet. */
    unconfirmedUpdates: (token: string): Update[] => pendingUpdates.get(token) ?? [],
    pollConflicts,
    /** The bot's current webhook, secret token included (getWebhookInfo never shows the secret). */
    webhookOf: (token: string): StandInWebhook | undefined => webhooks.get(token),
    failNext(kind: BotApiStandInFailure) {
      failures.push(kind);
    },
    async close() {
      closed = true;
      for (const request of deliveriesInFlight) request.destroy();
      webhookAgent.destroy();
      await server.close();
    },
  };
}

/** A message as the API answers it; a channel's post is signed by the channel (`sender_chat`), not the bot. */
function messageOf(bot: StandInBot, chatId: string, messageId: number, channel?: StandInChannel) {
  const date = Math.floor(Date.now() / 1000);
  if (channel) return { message_id: messageId, sender_chat: chatOf(channel), chat: chatOf(channel), date };
  return {
    message_id: messageId,
    from: botUser(bot),
    chat: { id: Number(chatId) || chatId, type: "private" },
    date,
  };
}

function chatOf(channel: StandInChannel) {
  return {
    id: channel.id,
    type: channel.type,
    title: channel.title,
    ...(channel.username ? { username: channel.username } : {}),
  };
}

/** How the real API names a chat in "bot is not a member of the … chat". */
function chatWord(channel: StandInChannel): string {
  return channel.type === "channel" ? "channel" : channel.type === "supergroup" ? "supergroup" : "group";
}

function replyMarkupOf(params: Params): unknown {
  return typeof params.reply_markup === "string" ? parseJson(params.reply_markup) : params.reply_markup;
}

function isUpload(value: unknown): value is StandInUpload {
  return typeof value === "object" && value !== null && "bytes" in value && value.bytes instanceof Uint8Array;
}

function botUser(bot: StandInBot) {
  return {
    id: bot.id,
    is_bot: true,
    first_name: bot.firstName,
    username: bot.username,
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
  };
}

/**
 * JSON, urlencoded or multipart bodies, as the Bot API takes them; arrays in forms arrive JSON-serialised
 * and a multipart file arrives as a `StandInUpload`.
 */
async function readParams(request: IncomingMessage): Promise<Params> {
  const body = await readBody(request);
  const type = request.headers["content-type"] ?? "";
  if (body.length === 0) return {};
  if (type.startsWith("application/json")) {
    const parsed = parseJson(body.toString("utf8"));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {};
  }
  if (type.startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(body.toString("utf8")));
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith("multipart/form-data") && boundary) return readMultipart(body, boundary);
  return {};
}

/**
 * A multipart body read by hand: grammY writes its part headers without spaces
 * (`content-disposition:form-data;name="x"`), which Node's FormData parser refuses and real servers accept.
 */
function readMultipart(body: Buffer, boundary: string): Params {
  const params: Params = {};
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length + 2;
    const end = body.indexOf(delimiter, partStart);
    if (end === -1) break;
    const part = body.subarray(partStart, end - 2);
    const headerEnd = part.indexOf("\r\n\r\n");
    const headers = part.subarray(0, Math.max(headerEnd, 0)).toString("utf8");
    const name = /[;:\s]name="([^"]*)"/i.exec(headers)?.[1];
    const filename = /filename="?([^";\r\n]*)"?/i.exec(headers)?.[1];
    const content = part.subarray(headerEnd + 4);
    if (headerEnd !== -1 && name !== undefined) {
      params[name] = filename === undefined ? content.toString("utf8") : { filename, bytes: new Uint8Array(content) };
    }
    start = end;
  }
  return params;
}

function readList(value: unknown): string[] | undefined {
  const list = typeof value === "string" ? parseJson(value) : value;
  return Array.isArray(list) ? list.map(String) : undefined;
}

function isTrue(value: unknown): boolean {
  return value === true || value === "true" || value === "1";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
