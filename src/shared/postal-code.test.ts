import { describe, expect, it } from "vitest";
import { postalCodeOf } from "./postal-code";

describe("ISSUE36-POSTAL-CODE a buyer's postal code", () => {
  it("reads ten digits typed in Persian or Latin, with the printed dash or spaces", () => {
    expect(postalCodeOf("۱۴۳۴۸۶۳۱۱۱")).toBe("1434863111");
    expect(postalCodeOf("14348-63111")).toBe("1434863111");
    expect(postalCodeOf(" ۱۴۳۴۸ ۶۳۱۱۱ ")).toBe("1434863111");
    expect(postalCodeOf("١٤٣٤٨٦٣١١١")).toBe("1434863111");
  });

  it("refuses anything that is not ten digits", () => {
    for (const typed of ["", "123456789", "12345678901", "1434a63111", "۱۴۳۴۸۶۳۱۱", "1434.863111"]) {
      expect(postalCodeOf(typed)).toBeNull();
    }
  });
});
