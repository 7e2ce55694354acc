import { serve } from "@hono/node-server";
import { Hono } from "hono";

// Reference of the hot reads (issue 20): a bare Hono JSON route, measured in the same run as the app.
const app = new Hono().get("/", (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () => console.log("ready"));
