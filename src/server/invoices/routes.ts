import { z } from "@hono/zod-openapi";
import { Hono } from "hono";
import { apiErrorSchema } from "../../shared/api-errors";
import { invoiceQuerySchema } from "../../shared/invoices";
import type { AppEnv } from "../http/context";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import { pageHeaders } from "../http/page-headers";
import type { ServiceContext } from "../service-context";
import { renderInvoiceNotFound, renderInvoicePage } from "./invoice-page";
import { publicInvoice, sellerInvoice } from "./service";

// The invoice shows the shop's logo written into the page (`data:`); nothing else loads.
const headers = pageHeaders({ inlineImages: true });

/** The query of a link typed by hand may say anything: what cannot be read is left to the defaults. */
const lenientQuery = z.object({
  lang: invoiceQuerySchema.shape.lang.catch(undefined),
  size: invoiceQuerySchema.shape.size.catch(undefined),
});

/**
 * DESIGN 33: /shop/invoice/{token}, the invoice as its buyer reads it from the bot, without an account; the
 * token is the only key, like a pay link's.
 */
export function invoicePageRoutes(ctx: ServiceContext) {
  return new Hono<AppEnv>().get("/invoice/:token", async (c) => {
    const query = lenientQuery.parse({ lang: c.req.query("lang"), size: c.req.query("size") });
    const view = await publicInvoice(ctx, { token: c.req.param("token"), query });
    return view ? c.body(renderInvoicePage(view), 200, headers) : c.body(renderInvoiceNotFound(), 404, headers);
  });
}

const sellerInvoiceRoute = createRoute({
  method: "get",
  path: "/{id}/invoice",
  shop: "orders",
  operationId: "getOrderInvoice",
  tags: ["orders"],
  summary: "The order's printable invoice (HTML, A4 or 80 mm), for its seller, with the link to give the buyer",
  request: { params: z.object({ id: z.uuid() }), query: invoiceQuerySchema },
  responses: {
    200: { description: "The invoice page", content: { "text/html": { schema: z.string() } } },
    400: jsonResponse(apiErrorSchema, "Invalid input"),
    401: jsonResponse(apiErrorSchema, "Not signed in"),
    404: jsonResponse(apiErrorSchema, "No such order of this seller"),
  },
});

/** /api/orders/{id}/invoice: the seller opens an order's invoice from the orders tab. */
export function sellerInvoiceRoutes(ctx: ServiceContext) {
  return createRouter().openapi(sellerInvoiceRoute, async (c) => {
    const view = await sellerInvoice(ctx, {
      sellerId: c.get("shop").sellerId,
      orderId: c.req.valid("param").id,
      query: c.req.valid("query"),
    });
    return c.body(renderInvoicePage(view), 200, headers);
  });
}
