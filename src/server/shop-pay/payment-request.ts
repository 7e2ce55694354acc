import type { PayLink, PaymentRequestValues } from "../../shared/payment-requests";
import { placeOrder } from "../orders/service";
import type { ServiceContext } from "../service-context";
import { payLinkUrl, requireGateway } from "./pay-link";
import { newPayToken } from "./pay-token";

/**
 * POST /api/orders/payment-requests (issue 36): an amount asked of a buyer with a pay link and no product, an
 * order like any other (numbered, in the orders tab, paid through `/shop/pay`) of one line named by its
 * description, which takes no stock.
 */
export async function requestPayment(
  ctx: Pick<ServiceContext, "db" | "events" | "logger" | "config">,
  input: { sellerId: string; actorUserId?: string; values: PaymentRequestValues; now: Date },
): Promise<PayLink> {
  const { sellerId, values, now } = input;
  await requireGateway(ctx, sellerId);
  const payToken = newPayToken();
  const order = await placeOrder(ctx, {
    sellerId,
    lines: [],
    charges: [{ name: values.description, amount: values.amount }],
    buyerName: values.buyer_name,
    buyerPhone: values.buyer_phone,
    buyerAddress: null,
    paymentMethod: "gateway",
    paymentStatus: "pending",
    source: "payment_request",
    actor: "seller",
    actorUserId: input.actorUserId,
    payToken,
    now,
  });
  return { url: payLinkUrl(ctx, payToken), order };
}
