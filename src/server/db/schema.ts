export * from "./schema/auth";
export * from "./schema/profiles";
export * from "./schema/roles";
export * from "./schema/subscribers";
