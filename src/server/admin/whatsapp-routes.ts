import { z } from "@hono/zod-openapi";
import { adminWhatsappListSchema } from "../../shared/admin";
import { apiErrorSchema } from "../../shared/api-errors";
import { whatsappTestSchema } from "../../shared/whatsapp";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { adminSession } from "../http/openapi-security";
import type { ServiceContext } from "../service-context";
import { actingAdmin, errors, tags } from "./route-parts";
import { sendWhatsappTest, whatsappMessageList } from "./service";

const whatsappRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/whatsapp/messages",
  operationId: "listWhatsappMessages",
  tags,
  summary: "The count of WhatsApp messages and the latest 50",
  responses: { 200: jsonResponse(adminWhatsappListSchema, "Newest first"), ...errors },
});
const whatsappTestRoute = createRoute({
  security: adminSession,
  method: "post",
  path: "/whatsapp/test",
  operationId: "resendWhatsappTest",
  tags,
  summary: "Send the WhatsApp test message again (000 §7 send-whatsapp-test)",
  request: { body: jsonBody(whatsappTestSchema) },
  responses: {
    200: jsonResponse(z.object({ sent: z.literal(true) }), "Sent"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "The admin has no WhatsApp number connected at /adminto"),
    429: jsonResponse(apiErrorSchema, "WhatsApp is limiting the number"),
    502: jsonResponse(apiErrorSchema, "WhatsApp refused the message or did not answer"),
  },
});

/** The WhatsApp tab: the messages and sending the test message again. */
export function whatsappRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(whatsappRoute, async (c) => c.json(await whatsappMessageList(ctx, { adminId: actingAdmin(c).id }), 200))
    .openapi(whatsappTestRoute, async (c) => {
      const { user_name, user_phone } = c.req.valid("json");
      const sent = await sendWhatsappTest(ctx, {
        admin: actingAdmin(c),
        userName: user_name,
        userPhone: user_phone,
        now: new Date(),
      });
      return c.json(sent, 200);
    });
}
