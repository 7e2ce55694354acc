import { describe, expect, it } from "vitest";
import { templatesCatalog } from "./catalog";
import { fieldIssues, firstWrongField, validationKey } from "./template-form-errors";

describe("the template form's messages", () => {
  it("TPL-04 each schema message has its text in both languages; an unknown one reads as required", () => {
    for (const message of ["nameRequired", "nameTooLong", "nameOneLine", "contentRequired", "contentTooLong"]) {
      const key = validationKey("template_name", message).split(".").at(-1) ?? "";
      expect(key).toBe(message);
      expect(templatesCatalog.fa.templates.validation).toHaveProperty(key);
    }
    expect(validationKey("content", "Invalid input")).toBe("templates.validation.contentRequired");
    expect(validationKey("template_type", "Invalid option")).toBe("templates.validation.typeRequired");
  });

  it("TPL-04 a refused submit's toast names the first wrong field in the form's order", () => {
    expect(
      firstWrongField({ content: { message: "contentRequired" }, template_name: { message: "nameTooLong" } }),
    ).toBe("templates.validation.nameTooLong");
    expect(firstWrongField({ content: { message: "Invalid input" } })).toBe("templates.validation.contentRequired");
    expect(firstWrongField({})).toBeUndefined();
  });

  it("keeps the server's issues that name a field of the form", () => {
    const issues = [
      { path: "content", message: "contentRequired" },
      { path: "is_active", message: "Invalid input" },
    ];
    expect(fieldIssues(issues)).toEqual([{ field: "content", message: "contentRequired" }]);
  });

  it("the toasts use the specification's words", () => {
    expect(templatesCatalog.en.templates.toasts).toMatchObject({
      fetchFailed: "error fetching templates",
      saveFailed: "error saving template",
      deleteFailed: "error deleting template",
    });
  });
});
