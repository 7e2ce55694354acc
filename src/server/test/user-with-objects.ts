import type { App } from "../app";
import { makeDraftMedia, makeProduct } from "./make-product";
import { asUser, makeUser } from "./make-user";
import { readEvents } from "./server-sent-events";

/** The welcome e-mail is sent after sign-up answers: wait (briefly) until it is in the user's sent e-mails. */
async function firstSentEmail(app: App, cookie: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const { items } = (await (await app.request("/api/me/emails", asUser(cookie))).json()) as {
      items: { id: string }[];
    };
    if (items[0]) return items[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the welcome e-mail never reached the outbox");
}

/** Walkers' servers make this e-mail an admin (ADMIN_EMAILS), so the admin routes reach their own checks. */
export const walkerAdminEmail = "walker-admin@example.com";

/**
 * A signed-in user (an admin, on a server started with `walkerAdminEmail`) who owns one of each object a path names (a conversation, today's daily content),
 * so a request with their ids reaches the route's own checks instead of stopping at "not found".
 */
export async function makeUserWithObjects(app: App) {
  const account = await makeUser(app, { email: walkerAdminEmail });
  const post = (path: string, body?: unknown) =>
    app.request(
      path,
      asUser(account.cookie, {
        method: "POST",
        ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      }),
    );
  const events = await readEvents(await post("/api/chat/messages", { content: "سلام" }));
  const conversation = events[0]?.data.conversation as { id: string } | undefined;
  const day = (await (await post("/api/daily-content/generate")).json()) as { date: string; content: { id: string } };
  const template = (await (
    await post("/api/templates", { template_type: "welcome", template_name: "Welcome", content: "Hello" })
  ).json()) as { id: string };
  const product = await makeProduct(app, account);
  const card = (await (
    await post("/api/seller-settings/cards", { card_last_four: "1234", card_holder_name: "Sara" })
  ).json()) as { id: string };
  const media = await makeDraftMedia(app, account);
  const discountCode = (await (
    await post("/api/discount-codes", { code: "WALKER10", kind: "percent", value: 10 })
  ).json()) as { id: string };
  const shippingMethod = (await (
    await post("/api/shipping-methods", { preset: "tipax", name: "Tipax", cost: 90000 })
  ).json()) as { id: string };
  const order = (await (
    await post("/api/orders", {
      items: [{ variant_id: product.variants[0]?.id, quantity: 1 }],
      buyer_name: "Reza",
      buyer_phone: "09121234567",
      payment_method: "card_to_card",
    })
  ).json()) as { id: string };
  const ticket = (await (await post("/api/tickets", { title: "Help", description: "Please" })).json()) as {
    id: string;
  };
  const welcomeEmail = await firstSentEmail(app, account.cookie);
  const job = (await (
    await post("/api/admin/careers/jobs", {
      title: "Designer",
      department: "design",
      type: "full-time",
      location: "Tehran",
      experience: "2+ years",
      skills: "Figma",
      description: "Design the dashboard.",
      salary: "",
    })
  ).json()) as { id: string };
  const application = new FormData();
  for (const [name, value] of Object.entries({
    first_name: "Sara",
    last_name: "Ahmadi",
    email: "sara@example.com",
    phone: "09121234567",
    years_experience: "3",
  })) {
    application.append(name, value);
  }
  application.append("cv", new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "cv.pdf"));
  const applied = (await (
    await app.request(
      `/api/careers/jobs/${job.id}/applications`,
      asUser(account.cookie, { method: "POST", body: application }),
    )
  ).json()) as { id: string };
  if (!conversation) throw new Error("no conversation was created");
  const ids: Record<string, string> = {
    // Connecting a bot needs the platform, which the walkers' app has none of; bot routes check their
    // input before they look the bot up, so an id that names no bot reaches the same checks.
    "/bots/": crypto.randomUUID(),
    // The same for WhatsApp numbers, which need Meta.
    "/whatsapp/": crypto.randomUUID(),
    // And for channels and their posts (issue 19), which need a bot on the platform.
    "/publishing/": crypto.randomUUID(),
    // And for the inbox's conversations (issue 37), which a buyer's message to a bot starts.
    "/conversations/": crypto.randomUUID(),
    "/chat/": conversation.id,
    "/daily-content/": day.content.id,
    // Before "/products/": the first prefix that matches names the object.
    "/products/media/": media.id,
    "/products/": product.id,
    "/templates/": template.id,
    "/seller-settings/cards/": card.id,
    "/discount-codes/": discountCode.id,
    "/shipping-methods/": shippingMethod.id,
    "/orders/": order.id,
    "/tickets/": ticket.id,
    "/admin/inbox/tickets/": ticket.id,
    "/me/emails/": welcomeEmail.id,
    "/careers/jobs/": job.id,
    "/admin/careers/jobs/": job.id,
    "/admin/careers/applications/": applied.id,
    "/admin/users/": account.id,
    // An invitation withdrawn is one the owner made; an id that names none reaches the same checks.
    "/staff/": crypto.randomUUID(),
    // The admin routes check their input before they look a bot or a payment up.
    "/admin/": crypto.randomUUID(),
  };
  return {
    ...account,
    today: day.date,
    /** The value of path parameter `name` in `path` that names this user's own object. */
    pathValue(path: string, name: string): string {
      if (name === "date") return day.date;
      if (name === "customer") return "989121234567";
      // A linked owner chat needs a bot on the platform too: an id that names none reaches the same checks.
      if (name === "chatId") return crypto.randomUUID();
      // Staff (DESIGN 35) need a plan with room and a second account: ids that name nobody reach the same checks.
      if (name === "userId" || name === "shopId") return crypto.randomUUID();
      if (name === "token") return "A".repeat(32);
      const prefix = Object.keys(ids).find((start) => path.startsWith(start));
      if (name !== "id" || !prefix) throw new Error(`no object of the user for {${name}} in ${path}: add one here`);
      return ids[prefix] ?? "";
    },
  };
}
