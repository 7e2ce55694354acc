import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  channelPostListSchema,
  channelPostSchema,
  createPostSchema,
  postRangeQuerySchema,
  updatePostSchema,
} from "../../shared/publishing";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import type { PostQueue } from "./post-queue";
import { createPost, deletePost, getPost, listPosts, updatePost } from "./posts";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input (validation_failed with message keys)"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
};
const notFound = { 404: jsonResponse(apiErrorSchema, "No such post, channel, product or day of this seller") };
const notEditable = { 409: jsonResponse(apiErrorSchema, "The post is publishing or published (post_not_editable)") };
const locked = { 403: jsonResponse(apiErrorSchema, "Scheduling needs Pro or Ultra (feature_locked, params.plan)") };
const idParam = z.object({ id: z.uuid() });

const listRoute = createRoute({
  method: "get",
  path: "/",
  shop: "manager",
  operationId: "listChannelPosts",
  tags: ["publishing"],
  summary: "The seller's channel posts due in a span (at most 45 days), by time, with their results",
  request: { query: postRangeQuerySchema },
  responses: { 200: jsonResponse(channelPostListSchema, "The posts"), ...errors },
});
const createPostRoute = createRoute({
  method: "post",
  path: "/",
  shop: "manager",
  operationId: "createChannelPost",
  tags: ["publishing"],
  summary: "Publish a post now, or schedule it (Pro, Ultra): it is queued for its time",
  request: { body: jsonBody(createPostSchema) },
  responses: { 201: jsonResponse(channelPostSchema, "Stored and queued"), ...errors, ...locked, ...notFound },
});
const getRoute = createRoute({
  method: "get",
  path: "/{id}",
  shop: "manager",
  operationId: "getChannelPost",
  tags: ["publishing"],
  summary: "One of the seller's posts",
  request: { params: idParam },
  responses: { 200: jsonResponse(channelPostSchema, "The post"), ...errors, ...notFound },
});
const updateRoute = createRoute({
  method: "patch",
  path: "/{id}",
  shop: "manager",
  operationId: "updateChannelPost",
  tags: ["publishing"],
  summary: "Change a scheduled or failed post's words, channel or time; a failed one is tried again",
  request: { params: idParam, body: jsonBody(updatePostSchema) },
  responses: {
    200: jsonResponse(channelPostSchema, "Changed and queued for its time"),
    ...errors,
    ...locked,
    ...notFound,
    ...notEditable,
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  shop: "manager",
  operationId: "cancelChannelPost",
  tags: ["publishing"],
  summary: "Cancel a scheduled or failed post",
  request: { params: idParam },
  responses: { 204: { description: "Cancelled" }, ...errors, ...notFound, ...notEditable },
});

export function postRoutes(ctx: ServiceContext, options: { postQueue: PostQueue }) {
  const deps = { ...ctx, postQueue: options.postQueue };
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { from, to } = c.req.valid("query");
      const items = await listPosts(deps, { userId: c.get("shop").sellerId, from: new Date(from), to: new Date(to) });
      return c.json({ items }, 200);
    })
    .openapi(createPostRoute, async (c) => {
      const post = await createPost(deps, {
        userId: c.get("shop").sellerId,
        post: c.req.valid("json"),
        now: new Date(),
      });
      return c.json(post, 201);
    })
    .openapi(getRoute, async (c) =>
      c.json(await getPost(deps, { userId: c.get("shop").sellerId, postId: c.req.valid("param").id }), 200),
    )
    .openapi(updateRoute, async (c) => {
      const post = await updatePost(deps, {
        userId: c.get("shop").sellerId,
        postId: c.req.valid("param").id,
        changes: c.req.valid("json"),
        now: new Date(),
      });
      return c.json(post, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deletePost(deps, { userId: c.get("shop").sellerId, postId: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
