import type { Context } from "hono";
import { Hono } from "hono";
import { apiErrorSchema } from "../../shared/api-errors";
import { shopSalesSchema } from "../../shared/shop-sales";
import type { AppEnv } from "../http/context";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import { pageHeaders } from "../http/page-headers";
import { privateFileResponse } from "../http/private-file";
import type { ServiceContext } from "../service-context";
import { buyerReceipt } from "./buyer-receipt";
import { renderPayPage } from "./pay-page";
import { listShopSales } from "./sales";
import {
  type PayStep,
  payResult,
  type ShopPayHooks,
  sandboxGateway,
  startShopPayment,
  verifyShopPayment,
} from "./shop-payments";

function answer(c: Context<AppEnv>, step: PayStep) {
  if (step.kind === "redirect") return c.redirect(step.to, 303);
  return c.body(renderPayPage(step.view), step.status, pageHeaders());
}

/**
 * DESIGN 23: where a buyer pays a seller through the seller's own gateway. The links come from the bot;
 * the callback verifies once however many times it is opened: replays of one authority arriving together
 * share one verification here, and across instances only the pending→paid update tells anyone.
 */
export function shopPayRoutes(ctx: ServiceContext, hooks: ShopPayHooks) {
  const deps = { ...ctx, ...hooks };
  // Two taps on the pay button, or a refreshed callback, share one request to the gateway here.
  const running = new Map<string, Promise<PayStep>>();
  const once = (key: string, work: () => Promise<PayStep>) => {
    const current = running.get(key);
    if (current) return current;
    const step = work().finally(() => running.delete(key));
    running.set(key, step);
    return step;
  };
  return new Hono<AppEnv>()
    .get("/pay/:token", async (c) => {
      const token = c.req.param("token");
      const start = () => startShopPayment(deps, { token, now: new Date(), review: true });
      return answer(c, await once(`review|${token}`, start));
    })
    .get("/pay/:token/go", async (c) => {
      const token = c.req.param("token");
      return answer(c, await once(`start|${token}`, () => startShopPayment(deps, { token, now: new Date() })));
    })
    .get("/pay/:token/callback", async (c) => {
      const token = c.req.param("token");
      const authority = c.req.query("Authority") ?? "";
      const status = c.req.query("Status") === "OK" ? "OK" : "NOK";
      const verify = () => verifyShopPayment(deps, { token, authority, status, now: new Date() });
      return answer(c, await once(`verify|${token}|${authority}|${status}`, verify));
    })
    .get("/pay/:token/receipt", async (c) => {
      const file = await buyerReceipt(deps, { token: c.req.param("token") });
      return file ? privateFileResponse(c, file) : c.text("Not found", 404, { "cache-control": "no-store" });
    })
    .get("/pay/:token/result", async (c) => answer(c, await payResult(deps, { token: c.req.param("token") })))
    .get("/pay/:token/sandbox", async (c) =>
      answer(c, await sandboxGateway(deps, { token: c.req.param("token"), authority: c.req.query("Authority") ?? "" })),
    );
}

const salesRoute = createRoute({
  method: "get",
  path: "/",
  shop: "manager",
  operationId: "listShopSales",
  tags: ["shop-sales"],
  summary: "What buyers paid the seller's shop: paid orders by method, pending ones, and the latest 50 payments",
  responses: {
    200: jsonResponse(shopSalesSchema, "The shop's sales figures and its latest 50 buyer payments, newest first"),
    401: jsonResponse(apiErrorSchema, "Not signed in"),
  },
});

/** /api/shop-sales (issue 35): the transactions tab's shop sales, beside the seller's own plan payments. */
export function shopSalesRoutes(ctx: ServiceContext) {
  return createRouter().openapi(salesRoute, async (c) =>
    c.json(await listShopSales(ctx, { sellerId: c.get("shop").sellerId }), 200),
  );
}
