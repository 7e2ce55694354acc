import { createAuthClient } from "better-auth/react";

/** Better Auth on the same origin; the session lives in an httpOnly cookie. */
export const authClient = createAuthClient({ basePath: "/api/auth" });

export type AuthSessionData = typeof authClient.$Infer.Session;
