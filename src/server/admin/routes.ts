import { createRouter } from "../http/create-router";
import type { FileStorage } from "../integrations/storage/file-storage";
import { actionRoutes } from "./action-routes";
import { botRoutes } from "./bot-routes";
import { careersRoutes } from "./careers-routes";
import { inboxRoutes } from "./inbox-routes";
import { paymentRoutes } from "./payment-routes";
import type { AdminDeps } from "./service";
import { statsRoutes } from "./stats-routes";
import { userRoutes } from "./user-routes";
import { type WhatsappTestDeps, whatsappRoutes } from "./whatsapp-routes";

/** /api/admin (DESIGN 27): the admin panel's reads and actions, each route declaring the admin role (decision 030). */
export function adminRoutes(deps: AdminDeps & WhatsappTestDeps & { storage: FileStorage }) {
  return createRouter()
    .route("/", statsRoutes(deps))
    .route("/", userRoutes(deps))
    .route("/", botRoutes(deps))
    .route("/", whatsappRoutes(deps))
    .route("/", paymentRoutes(deps))
    .route("/", actionRoutes(deps))
    .route("/", inboxRoutes(deps))
    .route("/", careersRoutes(deps));
}
