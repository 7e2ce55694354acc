import { createRouter } from "../http/create-router";
import type { ServiceContext } from "../service-context";
import { actionRoutes } from "./action-routes";
import { botRoutes } from "./bot-routes";
import { careersRoutes } from "./careers-routes";
import { inboxRoutes } from "./inbox-routes";
import { paymentRoutes } from "./payment-routes";
import { statsRoutes } from "./stats-routes";
import { userRoutes } from "./user-routes";
import { whatsappRoutes } from "./whatsapp-routes";

/** /api/admin (DESIGN 27): the admin panel's reads and actions, each route declaring the admin role (decision 030). */
export function adminRoutes(ctx: ServiceContext, options: Parameters<typeof userRoutes>[1]) {
  return createRouter()
    .route("/", statsRoutes(ctx))
    .route("/", userRoutes(ctx, options))
    .route("/", botRoutes(ctx))
    .route("/", whatsappRoutes(ctx))
    .route("/", paymentRoutes(ctx))
    .route("/", actionRoutes(ctx))
    .route("/", inboxRoutes(ctx))
    .route("/", careersRoutes(ctx));
}
