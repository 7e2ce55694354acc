import { expect } from "vitest";
import type { WhatsappConnection, WhatsappConversation, WhatsappThread } from "../../../shared/whatsapp";
import { type StandInNumber, startCloudApiStandIn } from "../../integrations/whatsapp/test/cloud-api-stand-in";
import { asUser, makeUser, type TestAccount } from "../../test/make-user";
import { createTestServer } from "../../test/test-server";

const appUrl = "https://shop.example";
export const harnessAppSecret = "0123456789abcdef0123456789abcdef";

/**
 * The app against a local WhatsApp Cloud API, and the tools a test needs to play a seller on /adminto and
 * Meta posting their customers' messages to the number's webhook.
 */
export async function startWhatsappHarness() {
  const standIn = await startCloudApiStandIn();
  const server = await createTestServer({
    APP_URL: appUrl,
    WHATSAPP_API_ROOT: standIn.baseUrl,
    WHATSAPP_CONNECT_RATE_LIMIT_PER_MINUTE: "1000",
  });
  const app = server.app;
  const onApp = (account: TestAccount, init: RequestInit = {}) =>
    asUser(account.cookie, { ...init, headers: { ...(init.headers as Record<string, string>), origin: appUrl } });
  const send = (account: TestAccount, path: string, body: unknown, method = "POST") =>
    app.request(
      path,
      onApp(account, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    );
  async function read<T>(account: TestAccount, path: string): Promise<T> {
    const response = await app.request(path, onApp(account));
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  }
  /** Waits until the work that follows an answer (the auto-reply) has ended. */
  const settled = () => expect.poll(() => server.openStreams.size).toBe(0);

  /** A seller with a connected number (its auto-reply on when asked), and what Meta would do for it. */
  async function connectedShop(input: { autoReply?: boolean } = {}) {
    const account = await makeUser(app, { origin: appUrl });
    const number: StandInNumber = standIn.addNumber({ verifiedName: "Shal Shop" });
    const response = await send(account, "/api/whatsapp/connections", {
      phone_number_id: number.phoneNumberId,
      access_token: number.accessToken,
      app_secret: harnessAppSecret,
      verify_token: "",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const connection = (await response.json()) as WhatsappConnection;
    const base = `/api/whatsapp/connections/${connection.id}`;
    if (input.autoReply) expect((await send(account, base, { auto_reply: true }, "PATCH")).status).toBe(200);

    /** Meta posts a body to this number's webhook, signed (or not) as given; nothing is awaited after it. */
    const deliver = (body: string, signature?: string) =>
      app.request(`/api/whatsapp/${connection.id}/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
        body,
      });
    /** A signed call that must be taken (200), and the work after it finished. */
    async function delivered(signed: { body: string; signature: string }) {
      const answer = await deliver(signed.body, signed.signature);
      expect(answer.status, await answer.clone().text()).toBe(200);
      await settled();
    }
    type Extra = { id?: string; timestamp?: number; name?: string };
    /** A customer's text; returns its WhatsApp id. */
    async function customerWrites(from: string, text: string, extra: Extra = {}) {
      const message = standIn.customerMessage({
        phoneNumberId: number.phoneNumberId,
        appSecret: harnessAppSecret,
        from,
        text,
        name: "Reza",
        ...extra,
      });
      await delivered(message);
      return message.id;
    }
    /** Any other message of a customer (Meta's shapes in meta-webhook-messages.ts); returns its WhatsApp id. */
    async function customerSends(
      from: string,
      content: { type: string } & Record<string, unknown>,
      extra: Extra & { named?: boolean } = {},
    ) {
      const message = standIn.customerSends({
        phoneNumberId: number.phoneNumberId,
        appSecret: harnessAppSecret,
        from,
        content,
        ...(extra.named === false ? {} : { name: "Reza" }),
        ...extra,
      });
      await delivered(message);
      return message.id;
    }
    const reply = (customer: string, text: string) =>
      send(account, `${base}/conversations/${customer}/messages`, { text });
    const sentTo = (customer: string) =>
      standIn.messages.filter((sent) => sent.phoneNumberId === number.phoneNumberId && sent.to === customer);
    const thread = (customer: string) => read<WhatsappThread>(account, `${base}/conversations/${customer}`);
    const conversations = async () =>
      (await read<{ items: WhatsappConversation[] }>(account, `${base}/conversations`)).items;
    return {
      account,
      number,
      connection,
      deliver,
      customerWrites,
      customerSends,
      reply,
      sentTo,
      thread,
      conversations,
    };
  }

  return {
    standIn,
    server,
    db: () => server.database.db,
    connectedShop,
    async close() {
      await server.close();
      await standIn.close();
    },
  };
}
