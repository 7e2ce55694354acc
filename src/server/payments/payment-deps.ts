import type { Database } from "../db/client";
import { createZarinpalClient } from "../integrations/zarinpal/zarinpal-client";
import type { PaymentDeps } from "./service";

/** The payments feature's ctx, for its routes and its expiry job alike: the Zarinpal client when configured. */
export function paymentDeps(db: Database, config: PaymentDeps["config"]): PaymentDeps {
  const { payments } = config;
  return {
    db,
    config,
    zarinpal:
      payments.mode === "zarinpal"
        ? createZarinpalClient({ merchantId: payments.merchantId, apiRoot: payments.apiRoot })
        : undefined,
  };
}
