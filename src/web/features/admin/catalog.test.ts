import { paymentStatuses } from "@shared/payments";
import { describe, expect, it } from "vitest";
import { adminCatalog } from "./catalog";

const { en, fa } = adminCatalog;

describe("the admin panel's messages", () => {
  it("ADM-19 ADM-20 ADM-22 ADM-26 ADM-27: are the specification's words in English (000 §8)", () => {
    expect(en.admin.refreshed).toBe("update successful");
    expect(en.admin.refreshFailed).toBe("error fetching information");
    expect(en.admin.telegram.statusChanged).toBe("status changed");
    expect(en.admin.telegram.statusFailed).toBe("error changing status");
    expect(en.admin.whatsapp.test.sent).toBe("message sent again");
  });

  it("issue 17: with no WhatsApp number of the admin's own, the note leads to /adminto in both languages", () => {
    expect(en.admin.whatsapp.notConfigured).toBe(
      "To send test messages, connect a WhatsApp number at <route>/adminto</route>.",
    );
    // `<link>` would be read as HTML's empty link element and lose its text; the tag is `<route>`.
    expect(fa.admin.whatsapp.notConfigured).toContain("<route>/adminto</route>");
  });

  it("ADM-25 DESIGN d11: a paid payment is shown as success; every status has a label in both languages", () => {
    expect(en.admin.payments.statuses.paid).toBe("Success");
    for (const status of paymentStatuses) {
      expect(en.admin.payments.statuses[status]).toBeTruthy();
      expect(fa.admin.payments.statuses[status]).toBeTruthy();
    }
  });

  it("ADM-25 decision 015: the refund note says only the unused days are taken back, and the plan ends only when nothing remains", () => {
    expect(en.admin.payments.refund.note).toContain("the plan days it bought that are not used yet are taken back");
    expect(en.admin.payments.refund.note).toContain("if nothing else remains, the plan ends now");
    expect(fa.admin.payments.refund.note).toContain("هنوز استفاده نشده پس گرفته می‌شود");
    expect(fa.admin.payments.refund.note).toContain("اگر چیزی از پلن نماند");
  });

  it("the admin role's confirmation says what the role allows: refunds, blocking, all users' data", () => {
    expect(en.admin.users.roleDialog.grantDescription).toMatch(/refund payments, block .* all users' data/);
    expect(fa.admin.users.roleDialog.grantDescription).toMatch(/وجه پرداخت‌ها .* مسدود .* اطلاعات همهٔ کاربران/);
  });
});
