import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  maxProductMediaBytes,
  productAvailabilitySchema,
  productInputSchema,
  productListQuerySchema,
  productListSchema,
  productMediaSchema,
  productSchema,
  productUpdateSchema,
} from "../../shared/products";
import { createRoute, fileBodyLimit } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { sendJsonText } from "../http/json-text-response";
import { fileBody, jsonBody, jsonResponse } from "../http/openapi-content";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { mediaTooLarge, removeProductMedia, uploadProductMedia } from "./media";
import { createProduct, deleteProduct, listProducts, setAvailability, updateProduct } from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
};
const notFound = { 404: jsonResponse(apiErrorSchema, "Not one of the seller's") };
const idParam = z.object({ id: z.uuid() });

const listRoute = createRoute({
  method: "get",
  path: "/",
  shop: "member",
  operationId: "listProducts",
  tags: ["products"],
  summary: "The seller's products, newest first, with their files, a page at a time",
  request: { query: productListQuerySchema },
  responses: { 200: jsonResponse(productListSchema, "A page of the products, and their count"), ...errors },
});
const createProductRoute = createRoute({
  method: "post",
  path: "/",
  shop: "catalog",
  operationId: "createProduct",
  summary: "Add a product with its files",
  tags: ["products"],
  request: { body: jsonBody(productInputSchema) },
  responses: {
    201: jsonResponse(productSchema, "Saved"),
    ...errors,
    ...notFound,
    409: jsonResponse(apiErrorSchema, "The product code is taken, or the shop holds as many products as it may"),
  },
});
const updateRoute = createRoute({
  method: "put",
  path: "/{id}",
  shop: "catalog",
  operationId: "updateProduct",
  summary: "Edit a product",
  tags: ["products"],
  request: { params: idParam, body: jsonBody(productUpdateSchema) },
  responses: { 200: jsonResponse(productSchema, "Saved"), ...errors, ...notFound },
});
const availabilityRoute = createRoute({
  method: "patch",
  path: "/{id}",
  shop: "catalog",
  operationId: "setProductAvailability",
  summary: "Mark a product available or unavailable",
  tags: ["products"],
  request: { params: idParam, body: jsonBody(productAvailabilitySchema) },
  responses: { 200: jsonResponse(productSchema, "Saved"), ...errors, ...notFound },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  shop: "catalog",
  operationId: "deleteProduct",
  summary: "Delete a product with its files",
  tags: ["products"],
  request: { params: idParam },
  responses: { 204: { description: "Deleted with its files" }, ...errors, ...notFound },
});

// multipart/form-data with the file in `file`; its kind and size are judged on the bytes, not its name.
const uploadRoute = createRoute({
  method: "post",
  path: "/media",
  bodyLimit: fileBodyLimit(maxProductMediaBytes, mediaTooLarge),
  shop: "catalog",
  operationId: "uploadProductMedia",
  summary: "Upload a product file (at most 50 MB), kept as a draft until a product names it",
  tags: ["products"],
  request: {
    body: fileBody(),
  },
  responses: {
    201: jsonResponse(productMediaSchema, "Stored as a draft until a product names it"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "Too many drafts"),
    413: jsonResponse(apiErrorSchema, "Larger than 50 MB"),
    429: jsonResponse(apiErrorSchema, "Too many uploads"),
  },
});
const removeMediaRoute = createRoute({
  method: "delete",
  path: "/media/{id}",
  shop: "catalog",
  operationId: "removeProductMedia",
  summary: "Remove an uploaded product file from storage",
  tags: ["products"],
  request: { params: idParam },
  responses: { 204: { description: "Removed from storage" }, ...errors, ...notFound },
});

export function productRoutes(
  deps: ServiceContext,
  options: {
    /** Uploads per user (DESIGN d10, PROD-32). */
    uploadRateLimit: PerUserRateLimit;
  },
) {
  const uploading = { ...deps, uploadRateLimit: options.uploadRateLimit };
  return createRouter()
    .openapi(listRoute, async (c) =>
      sendJsonText(c, await listProducts(deps, { userId: c.get("shop").sellerId, ...c.req.valid("query") })),
    )
    .openapi(uploadRoute, async (c) => {
      const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
      return c.json(
        await uploadProductMedia(uploading, { userId: c.get("shop").sellerId, bytes, now: new Date() }),
        201,
      );
    })
    .openapi(removeMediaRoute, async (c) => {
      await removeProductMedia(deps, { userId: c.get("shop").sellerId, mediaId: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(createProductRoute, async (c) =>
      c.json(
        await createProduct(deps, { userId: c.get("shop").sellerId, values: c.req.valid("json"), now: new Date() }),
        201,
      ),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        await updateProduct(deps, {
          userId: c.get("shop").sellerId,
          productId: c.req.valid("param").id,
          values: c.req.valid("json"),
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(availabilityRoute, async (c) =>
      c.json(
        await setAvailability(deps, {
          userId: c.get("shop").sellerId,
          productId: c.req.valid("param").id,
          isAvailable: c.req.valid("json").is_available,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteProduct(deps, { userId: c.get("shop").sellerId, productId: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
