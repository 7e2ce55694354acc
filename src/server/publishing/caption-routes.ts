import { createRoute } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { apiErrorSchema } from "../../shared/api-errors";
import { productCaptionRequestSchema, productCaptionSchema } from "../../shared/publishing";
import { loadAiProfile } from "../account/service";
import { aiRateLimited } from "../chat/chat-turn";
import { products } from "../db/schema";
import { DomainError, notFound } from "../errors";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { PublishingDeps } from "./publishing-deps";

/** What the seller is told when the engine could not write the caption; their words stay as they were. */
const captionFailed = () =>
  new DomainError("ai_unavailable", 502, "The caption could not be written just now. Please try again.");

const captionRoute = createRoute({
  method: "post",
  path: "/",
  tags: ["publishing"],
  summary: "The AI engine's caption and hashtags for one of the seller's products, in a caption style and a language",
  request: { body: jsonBody(productCaptionRequestSchema) },
  responses: {
    200: jsonResponse(productCaptionSchema, "Written"),
    400: jsonResponse(apiErrorSchema, "Invalid input"),
    401: jsonResponse(apiErrorSchema, "Not signed in"),
    404: jsonResponse(apiErrorSchema, "No such product of this seller"),
    429: jsonResponse(apiErrorSchema, "Too many AI requests of this user"),
    502: jsonResponse(apiErrorSchema, "The AI engine failed"),
  },
});

/**
 * A product post's caption (issue 19): written by the app's engine (offline unless a model is set), an AI
 * call under the per-user limit the chat and daily content share. Nothing is saved: the composer shows it
 * for the seller to edit before the post is made.
 */
export function captionRoutes(deps: PublishingDeps) {
  return createRouter().openapi(captionRoute, async (c) => {
    const userId = c.get("user").id;
    const request = c.req.valid("json");
    const [product] = await deps.db
      .select({
        name: products.name,
        code: products.productCode,
        price: products.price,
        category: products.category,
        description: products.description,
      })
      .from(products)
      .where(and(eq(products.id, request.product_id), eq(products.userId, userId)));
    // Another seller's product answers exactly like a missing one.
    if (!product) throw notFound("Product");
    if (!deps.aiRateLimit.take(userId)) throw aiRateLimited();
    const profile = await loadAiProfile(deps, { userId });
    try {
      const caption = await deps.ai.writeProductCaption({
        userId,
        profile,
        product,
        style: request.caption_style,
        locale: request.locale,
        now: new Date(),
        signal: c.req.raw.signal,
      });
      return c.json(caption, 200);
    } catch (error) {
      deps.logger.warn({ err: error, userId }, "a product caption could not be written");
      throw captionFailed();
    }
  });
}
