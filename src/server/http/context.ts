import type { ShopRole, StaffRole } from "../../shared/staff";
import type { Logger } from "../logger";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** How a route's guard learns who is calling (app.ts provides it; http/create-route.ts uses it). */
export interface RouteAccess {
  readUser(headers: Headers): Promise<SessionUser | null>;
  isAdmin(userId: string): Promise<boolean>;
  /** The user's staff role in the shop of `shopId` (its owner's id), read afresh on every request: none when not. */
  staffRoleIn(userId: string, shopId: string): Promise<StaffRole | null>;
  /** Keeps who made an audited change in a shop (DESIGN 35), once the change succeeded. */
  recordShopAction(action: {
    shopId: string;
    actorId: string;
    action: string;
    subjectId: string | null;
  }): Promise<void>;
}

/**
 * DESIGN 35: the shop a seller-side request acts in, and as whom. `sellerId` is the shop (its owner's id), what
 * every seller service is scoped by; `actorId` is who is acting, recorded on what they change.
 */
export interface ShopAccess {
  sellerId: string;
  actorId: string;
  role: ShopRole;
}

/** What every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    baseLogger: Logger;
    user: SessionUser;
    access: RouteAccess;
    /** Set by the guard of a route that declares its shop area (http/create-route.ts). */
    shop: ShopAccess;
  };
}
