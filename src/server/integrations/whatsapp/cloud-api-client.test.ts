import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWhatsappClient, WhatsappApiError } from "./cloud-api-client";
import { type CloudApiStandIn, startCloudApiStandIn } from "./test/cloud-api-stand-in";

let standIn: CloudApiStandIn;
beforeAll(async () => {
  standIn = await startCloudApiStandIn();
});
afterAll(() => standIn.close());

async function failureOf(call: Promise<unknown>): Promise<WhatsappApiError> {
  const error = await call.then(
    () => expect.fail("the call succeeded"),
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(WhatsappApiError);
  return error as WhatsappApiError;
}

describe("the WhatsApp Cloud API client", () => {
  it("reads a number and sends text and templates with the bearer token", async () => {
    const number = standIn.addNumber({ displayPhoneNumber: "+98 912 000 0001", verifiedName: "Client Shop" });
    const client = createWhatsappClient({ apiRoot: `${standIn.baseUrl}/`, accessToken: number.accessToken });
    expect(await client.phoneNumber(number.phoneNumberId)).toEqual({
      displayPhoneNumber: "+98 912 000 0001",
      verifiedName: "Client Shop",
    });
    const template = await client.sendTemplate(number.phoneNumberId, {
      to: "989121234567",
      name: "hello_world",
      language: "en_US",
    });
    expect(template.messageId).toMatch(/^wamid\./);
    expect(standIn.messages.at(-1)).toMatchObject({ id: template.messageId, to: "989121234567", type: "template" });
  });

  it("says why Meta refused: a bad or expired token, a number outside 24 hours, a rate limit, no answer", async () => {
    const number = standIn.addNumber();
    const client = createWhatsappClient({ apiRoot: standIn.baseUrl, accessToken: number.accessToken });
    const outside = await failureOf(client.sendText(number.phoneNumberId, { to: "989120000001", body: "hi" }));
    expect(outside).toMatchObject({ kind: "outside_window", code: 131047 });

    const other = standIn.addNumber();
    expect(await failureOf(client.phoneNumber(other.phoneNumberId))).toMatchObject({
      kind: "token_invalid",
      code: 100,
    });

    standIn.failNext("rate-limit");
    expect(await failureOf(client.phoneNumber(number.phoneNumberId))).toMatchObject({ kind: "rate_limited" });
    standIn.failNext("http-502");
    expect(await failureOf(client.phoneNumber(number.phoneNumberId))).toMatchObject({
      kind: "unavailable",
      code: null,
    });

    standIn.expireToken(number.accessToken);
    expect(await failureOf(client.phoneNumber(number.phoneNumberId))).toMatchObject({
      kind: "token_invalid",
      code: 190,
    });

    const nowhere = createWhatsappClient({ apiRoot: "http://127.0.0.1:9", accessToken: "x", timeoutMs: 2000 });
    expect(await failureOf(nowhere.phoneNumber("123456"))).toMatchObject({ kind: "unavailable" });
  });

  it("never puts the token in what it throws", async () => {
    const number = standIn.addNumber();
    standIn.expireToken(number.accessToken);
    const client = createWhatsappClient({ apiRoot: standIn.baseUrl, accessToken: number.accessToken });
    const error = await failureOf(client.phoneNumber(number.phoneNumberId));
    expect(`${error.message} ${error.stack}`).not.toContain(number.accessToken);
  });
});
