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
}

/** What every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    baseLogger: Logger;
    user: SessionUser;
    access: RouteAccess;
  };
}
