import type { ServiceContext } from "./service-context";

/**
 * Only admin/ still names this (it is being split; the lead moves it to ServiceContext after merging).
 * Every other service takes ServiceContext, or the Pick of it that it uses.
 */
export type SellerDeps = Pick<ServiceContext, "db" | "config" | "logger" | "storage" | "secrets" | "events">;
