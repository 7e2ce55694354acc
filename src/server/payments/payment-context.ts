import { createZarinpalClient } from "../integrations/zarinpal/zarinpal-client";
import type { ServiceContext } from "../service-context";
import type { PaymentContext } from "./service";

/**
 * The payments feature's ctx, for its routes and its expiry job alike: the service context's part it uses, and
 * the platform's Zarinpal client when configured.
 */
export function paymentContext(ctx: Pick<ServiceContext, "db" | "config" | "mailer">): PaymentContext {
  const { payments } = ctx.config;
  return {
    db: ctx.db,
    config: ctx.config,
    mailer: ctx.mailer,
    zarinpal:
      payments.mode === "zarinpal"
        ? createZarinpalClient({ merchantId: payments.merchantId, apiRoot: payments.apiRoot })
        : undefined,
  };
}
