import type { Database } from "../db/client";
import type { Mailer } from "../integrations/mail/mailer";
import { createZarinpalClient } from "../integrations/zarinpal/zarinpal-client";
import type { PaymentDeps } from "./service";

/**
 * The payments feature's ctx, for its routes and its expiry job alike: the Zarinpal client when configured,
 * the mailer for receipts.
 */
export function paymentDeps(db: Database, config: PaymentDeps["config"], mailer: Mailer): PaymentDeps {
  const { payments } = config;
  return {
    db,
    config,
    mailer,
    zarinpal:
      payments.mode === "zarinpal"
        ? createZarinpalClient({ merchantId: payments.merchantId, apiRoot: payments.apiRoot })
        : undefined,
  };
}
