import type { Logger } from "../logger";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** What every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    baseLogger: Logger;
    user: SessionUser;
  };
}
