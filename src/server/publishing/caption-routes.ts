import { apiErrorSchema } from "../../shared/api-errors";
import { productCaptionRequestSchema, productCaptionSchema } from "../../shared/publishing";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { writeCaptionForProduct } from "./product-caption";

const captionRoute = createRoute({
  method: "post",
  path: "/",
  shop: "manager",
  operationId: "generateCaption",
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

/** Issue 19: the composer's "Write caption" for a product post. */
export function captionRoutes(deps: ServiceContext, options: { aiRateLimit: PerUserRateLimit }) {
  const writing = { ...deps, aiRateLimit: options.aiRateLimit };
  return createRouter().openapi(captionRoute, async (c) => {
    const request = c.req.valid("json");
    const caption = await writeCaptionForProduct(writing, {
      userId: c.get("shop").sellerId,
      productId: request.product_id,
      style: request.caption_style,
      locale: request.locale,
      signal: c.req.raw.signal,
    });
    return c.json(caption, 200);
  });
}
