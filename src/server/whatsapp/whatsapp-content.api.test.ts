import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whatsappMessages } from "../db/schema";
import {
  metaContacts,
  metaLocation,
  metaNumberChanged,
  metaOrder,
  metaReaction,
} from "../integrations/whatsapp/test/meta-webhook-messages";
import { startWhatsappHarness } from "./test/whatsapp-harness";

let harness: Awaited<ReturnType<typeof startWhatsappHarness>>;
beforeAll(async () => {
  harness = await startWhatsappHarness();
});
afterAll(() => harness.close());

const secondsAgo = (seconds: number) => Math.floor(Date.now() / 1000) - seconds;

describe("what a customer sends besides text (issue 34)", () => {
  it("a shared location keeps its name, address and place, and reads with an OpenStreetMap link", async () => {
    const shop = await harness.connectedShop();
    await shop.customerSends("989120000061", metaLocation);
    const [message] = (await shop.thread("989120000061")).items;
    expect(message?.details).toEqual({
      kind: "location",
      latitude: 35.7219,
      longitude: 51.4102,
      name: "فروشگاه شال رضا",
      address: "تهران، خیابان ولیعصر، پلاک ۱۲",
    });
    expect(message?.content).toContain("فروشگاه شال رضا");
    expect(message?.content).toContain("تهران، خیابان ولیعصر، پلاک ۱۲");
    expect(message?.content).toContain("https://www.openstreetmap.org/?mlat=35.7219&mlon=51.4102");
  });

  it("a shared contact keeps the card's name and phone numbers", async () => {
    const shop = await harness.connectedShop();
    await shop.customerSends("989120000062", metaContacts);
    const [message] = (await shop.thread("989120000062")).items;
    expect(message?.details).toEqual({
      kind: "contacts",
      contacts: [
        {
          name: "سارا محمدی",
          phones: [
            { phone: "+98 912 123 4567", type: "CELL", wa_id: "989121234567" },
            { phone: "+98 21 8888 7777", type: "WORK", wa_id: null },
          ],
        },
      ],
    });
    expect(message?.content).toContain("سارا محمدی");
    expect(message?.content).toContain("+98 912 123 4567");
  });

  it("a cart ordered from the catalogue keeps its items, quantities, prices and note", async () => {
    const shop = await harness.connectedShop();
    await shop.customerSends("989120000063", metaOrder);
    const [message] = (await shop.thread("989120000063")).items;
    expect(message?.details).toEqual({
      kind: "order",
      catalog_id: "194836987003835",
      text: "Love these!",
      items: [
        { product_retailer_id: "di9ozbzfi4", quantity: 2, item_price: 7.99, currency: "USD" },
        { product_retailer_id: "nqryix03ez", quantity: 1, item_price: 12.5, currency: "USD" },
      ],
    });
    expect(message?.content).toContain("di9ozbzfi4 × 2");
    expect(message?.content).toContain("Love these!");
  });

  it("a customer's new number is kept in WhatsApp's words, with the new number", async () => {
    const shop = await harness.connectedShop();
    const changed = metaNumberChanged({ name: "Reza", from: "989120000064", to: "989351112233" });
    // Meta's system messages come without the customer's profile.
    await shop.customerSends("989120000064", changed, { named: false });
    const [message] = (await shop.thread("989120000064")).items;
    expect(message?.details).toEqual({
      kind: "system",
      type: "user_changed_number",
      body: "User Reza changed from 989120000064 to 989351112233",
      new_wa_id: "989351112233",
    });
    expect(message?.content).toBe("User Reza changed from 989120000064 to 989351112233");
  });
});

describe("a customer's reaction (issue 34)", () => {
  it("shows on the message it reacts to, is never the newest message nor answered, and an empty emoji removes it", async () => {
    const shop = await harness.connectedShop({ autoReply: true });
    const customer = "989120000065";
    await shop.customerWrites(customer, "چی دارید؟", { timestamp: secondsAgo(100) });
    const answer = shop.sentTo(customer)[0]?.id ?? "";
    expect(answer).not.toBe("");
    const react = (emoji: string | undefined, ago: number) =>
      shop.customerSends(customer, metaReaction(answer, emoji), { timestamp: secondsAgo(ago) });
    const reactions = async () => (await shop.thread(customer)).items.map((item) => [item.source, item.reaction]);

    await react("👍", 60);
    expect(shop.sentTo(customer)).toHaveLength(1);
    expect(await reactions()).toEqual([
      ["customer", null],
      ["auto-reply", "👍"],
    ]);
    const [conversation] = await shop.conversations();
    expect(conversation).toMatchObject({ message_count: 2, last_message: { source: "auto-reply", reaction: "👍" } });

    await react("❤️", 50);
    await react("😡", 55);
    expect((await reactions())[1]).toEqual(["auto-reply", "❤️"]);
    await react(undefined, 40);
    expect((await reactions())[1]).toEqual(["auto-reply", null]);
    await react("🙏", 30);
    await react("", 20);
    expect((await reactions())[1]).toEqual(["auto-reply", null]);
    expect(shop.sentTo(customer)).toHaveLength(1);
  });

  it("a reaction of another customer, or to a message never seen, changes nothing", async () => {
    const shop = await harness.connectedShop();
    const reacted = await shop.customerWrites("989120000066", "سلام");
    await shop.customerSends("989120000067", metaReaction(reacted, "👍"));
    await shop.customerSends("989120000066", metaReaction("wamid.neverSeenHere", "👍"));
    expect((await shop.thread("989120000066")).items.map((item) => item.reaction)).toEqual([null]);
    expect(await harness.db().$count(whatsappMessages, eq(whatsappMessages.customerNumber, "989120000067"))).toBe(0);
  });
});

describe("message ids and odd characters (issue 34)", () => {
  it("another seller's webhook storing a message's id first does not drop the genuine message of this number", async () => {
    const mine = await harness.connectedShop();
    const theirs = await harness.connectedShop();
    const id = `wamid.${randomBytes(12).toString("hex")}`;
    await theirs.customerWrites("989120000071", "a copy on their number", { id });
    await mine.customerWrites("989120000072", "the genuine message", { id });
    expect((await mine.thread("989120000072")).items.map((item) => item.content)).toEqual(["the genuine message"]);
    await mine.customerWrites("989120000072", "the genuine message", { id });
    expect((await mine.thread("989120000072")).items).toHaveLength(1);
  });

  it("a signed message with a NUL or a broken character is stored without it and answered 200", async () => {
    const shop = await harness.connectedShop();
    await shop.customerWrites("989120000073", "سلام\u0000 شال دارید؟", {
      id: "wamid.nul\u0000id",
      name: "Re\u0000za",
      timestamp: secondsAgo(20),
    });
    const broken = { ...metaLocation, location: { ...metaLocation.location, name: "Caf\ud800e\u0000" } };
    await shop.customerSends("989120000073", broken, { timestamp: secondsAgo(10) });
    const thread = await shop.thread("989120000073");
    expect(thread.customer_name).toBe("Reza");
    expect(thread.items.map((item) => item.content.split("\n")[0])).toEqual(["سلام شال دارید؟", "Caf\ufffde"]);
  });
});
