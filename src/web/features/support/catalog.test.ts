import { describe, expect, it } from "vitest";
import { supportCatalog } from "./catalog";

describe("the support and contact pages' messages", () => {
  it("STAT-13 the contact form's confirmation is the specification's", () => {
    expect(supportCatalog.en.support.form.sent.contact).toBe("your message was sent");
  });

  it("STAT-08 the hours name Saturday to Thursday, a closed Friday and round-the-clock online support", () => {
    const { hours } = supportCatalog.en.support.contactPage;
    expect(hours.weekdays).toBe("Saturday–Thursday: {{from}}–{{to}}");
    expect(hours.friday).toBe("Friday: closed");
    expect(supportCatalog.fa.support.contactPage.hours.friday).toBe("جمعه: تعطیل");
  });
});
