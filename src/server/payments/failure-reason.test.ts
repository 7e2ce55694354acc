import { describe, expect, it } from "vitest";
import { failureReasonOfGatewayCode } from "./failure-reason";

describe("why a payment failed, from Zarinpal's verify code", () => {
  it("-51 (not paid at the gateway) is declined", () => {
    expect(failureReasonOfGatewayCode(-51)).toBe("declined");
  });

  it("-50 (the amount differs) is an amount mismatch", () => {
    expect(failureReasonOfGatewayCode(-50)).toBe("amount_mismatch");
  });

  it("-54 (an authority the gateway no longer knows) is expired", () => {
    expect(failureReasonOfGatewayCode(-54)).toBe("expired");
  });

  it("any other code, or none, is unknown", () => {
    for (const code of [-53, -1, 0, null]) expect(failureReasonOfGatewayCode(code)).toBe("unknown");
  });
});
