import { describe, expect, it } from "vitest";
import { shapeCardNumber, shapeCvv, shapeExpiry } from "./card-input-shaping";

describe("card input shaping", () => {
  it("PAY-06 the card number is grouped by four with spaces", () => {
    expect(shapeCardNumber("6037991234567890")).toBe("6037 9912 3456 7890");
    expect(shapeCardNumber("60379")).toBe("6037 9");
    expect(shapeCardNumber("6037")).toBe("6037");
  });

  it("PAY-06 the card number keeps digits only, at most 16 (19 characters with spaces)", () => {
    expect(shapeCardNumber("6037-99ab12 34")).toBe("6037 9912 34");
    const shaped = shapeCardNumber("60379912345678901234");
    expect(shaped).toBe("6037 9912 3456 7890");
    expect(shaped.length).toBe(19);
  });

  it("PAY-06 a card number typed on a Persian keyboard is kept", () => {
    expect(shapeCardNumber("۶۰۳۷۹۹۱۲")).toBe("6037 9912");
    expect(shapeCardNumber("٦٠٣٧")).toBe("6037");
  });

  it("PAY-07 the expiry gets a slash after two digits", () => {
    expect(shapeExpiry("1228")).toBe("12/28");
    expect(shapeExpiry("122")).toBe("12/2");
    expect(shapeExpiry("12")).toBe("12");
  });

  it("PAY-07 the expiry keeps digits only, at most 5 characters", () => {
    expect(shapeExpiry("12/28")).toBe("12/28");
    expect(shapeExpiry("12/289")).toBe("12/28");
    expect(shapeExpiry("1a2-2b8")).toBe("12/28");
  });

  it("PAY-07 deleting back over the slash does not put it back", () => {
    expect(shapeExpiry("12/")).toBe("12");
  });

  it("PAY-08 the CVV keeps digits only, at most 4", () => {
    expect(shapeCvv("12a3")).toBe("123");
    expect(shapeCvv("123456")).toBe("1234");
  });
});
