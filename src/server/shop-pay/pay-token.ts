import { randomBytes } from "node:crypto";

/** The unguessable part of a pay link (DESIGN 23): 24 random bytes, 32 URL-safe characters. */
export const newPayToken = () => randomBytes(24).toString("base64url");
