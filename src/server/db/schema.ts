export * from "./schema/ai-usage";
export * from "./schema/auth";
export * from "./schema/chat";
export * from "./schema/daily-content";
export * from "./schema/payments";
export * from "./schema/profiles";
export * from "./schema/roles";
export * from "./schema/subscribers";
