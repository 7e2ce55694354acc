import { startZarinpalStandIn } from "../../integrations/zarinpal/test/zarinpal-stand-in";
import { createTestServer } from "../../test/test-server";

export const testMerchantId = "6b0ba6a5-3d8f-4a55-9d5e-0d6f1e2a7c11";

/** The Zarinpal stand-in, an app paying through it and an app in sandbox mode (no merchant id). */
export async function startPaymentServers() {
  const gateway = await startZarinpalStandIn();
  const [zarinpal, sandbox] = await Promise.all([
    createTestServer({ ZARINPAL_MERCHANT_ID: testMerchantId, ZARINPAL_API_ROOT: gateway.baseUrl }),
    createTestServer(),
  ]);
  return {
    gateway,
    zarinpal,
    sandbox,
    close: () => Promise.all([zarinpal.close(), sandbox.close(), gateway.close()]),
  };
}
