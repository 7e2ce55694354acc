import { serve } from "@hono/node-server";
import { Hono } from "hono";

// The baseline: a bare @hono/node-server hello world, measured in the same run as the app.
const app = new Hono().get("/", (c) => c.text("Hello"));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () => console.log("ready"));
