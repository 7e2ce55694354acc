import { createRouter } from "../http/create-router";
import type { SellerDeps } from "../seller-deps";

export function bankCardRoutes(deps: SellerDeps) {
  void deps;
  return createRouter();
}
