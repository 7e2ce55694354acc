import { describe, expect, it } from "vitest";
import type { mailOutbox } from "../db/schema";
import { toShownOutboxMail } from "./outbox";
import { passwordResetMail, welcomeMail } from "./templates";

const token = "Zq8xN3vTt1LmP0aB7cD2eF4g";
const resetUrl = `http://localhost:3000/api/auth/reset-password/${token}?callbackURL=%2Fauth`;

function rowOf(mail: { subject: string; html: string; text: string }, kind: string): typeof mailOutbox.$inferSelect {
  return {
    id: "mail-1",
    userId: "user-1",
    to: "sara@example.com",
    kind,
    status: "stored",
    error: null,
    createdAt: new Date("2025-03-01T08:00:00Z"),
    ...mail,
  };
}

describe("an outbox e-mail as it is shown", () => {
  it("a reset e-mail is shown without its token, in both parts, in either language", () => {
    for (const locale of ["fa", "en"] as const) {
      const row = rowOf(passwordResetMail({ locale, name: "Sara", resetUrl }), "password-reset");
      expect(row.html).toContain(token);
      const shown = toShownOutboxMail(row);
      expect(JSON.stringify(shown)).not.toContain(token);
      expect(shown.text).toContain("/api/auth/reset-password/[redacted]?callbackURL=%2Fauth");
      expect(shown.html).toContain(
        'href="http://localhost:3000/api/auth/reset-password/[redacted]?callbackURL=%2Fauth"',
      );
    }
  });

  it("a token in a link's query is redacted too, also after an escaped ampersand", () => {
    const html = `<a href="http://localhost:3000/auth?view=reset&amp;token=${token}">x</a>`;
    const text = `http://localhost:3000/auth?token=${token}&view=reset`;
    const shown = toShownOutboxMail(rowOf({ subject: "s", html, text }, "password-reset"));
    expect(shown.html).toBe('<a href="http://localhost:3000/auth?view=reset&amp;token=[redacted]">x</a>');
    expect(shown.text).toBe("http://localhost:3000/auth?token=[redacted]&view=reset");
  });

  it("an e-mail without secrets is shown as it was sent, with its record's facts", () => {
    const mail = welcomeMail({ locale: "en", name: "Sara", appUrl: "http://localhost:3000" });
    expect(toShownOutboxMail(rowOf(mail, "welcome"))).toEqual({
      id: "mail-1",
      to: "sara@example.com",
      kind: "welcome",
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      status: "stored",
      error: null,
      createdAt: "2025-03-01T08:00:00.000Z",
    });
  });
});
