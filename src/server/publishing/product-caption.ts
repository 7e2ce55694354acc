import { and, eq } from "drizzle-orm";
import type { CaptionStyle } from "../../shared/daily-content";
import type { Locale } from "../../shared/locales";
import type { ProductCaption } from "../../shared/publishing";
import { loadAiProfile } from "../account/service";
import { aiRateLimited } from "../ai/service";
import { products } from "../db/schema";
import { DomainError, notFound } from "../errors";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";

/** What the seller is told when the engine could not write the caption; their words stay as they were. */
const captionFailed = () =>
  new DomainError("ai_unavailable", 502, "The caption could not be written just now. Please try again.");

/**
 * A product post's caption (issue 19): written by the app's engine (offline unless a model is set), an AI
 * call under the per-user limit the chat and daily content share. Nothing is saved: the composer shows it
 * for the seller to edit before the post is made.
 */
export async function writeCaptionForProduct(
  deps: ServiceContext & { aiRateLimit: PerUserRateLimit },
  input: { userId: string; productId: string; style: CaptionStyle; locale: Locale; signal?: AbortSignal },
): Promise<ProductCaption> {
  const { userId } = input;
  const [product] = await deps.db
    .select({
      name: products.name,
      code: products.productCode,
      price: products.price,
      category: products.category,
      description: products.description,
    })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.userId, userId)));
  // Another seller's product answers exactly like a missing one.
  if (!product) throw notFound("Product");
  if (!deps.aiRateLimit.take(userId)) throw aiRateLimited();
  const profile = await loadAiProfile(deps, { userId });
  try {
    return await deps.ai.writeProductCaption({
      userId,
      profile,
      product,
      style: input.style,
      locale: input.locale,
      now: new Date(),
      signal: input.signal,
    });
  } catch (error) {
    deps.logger.warn({ err: error, userId }, "a product caption could not be written");
    throw captionFailed();
  }
}
