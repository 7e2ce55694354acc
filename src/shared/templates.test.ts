import { describe, expect, it } from "vitest";
import { fillTemplate, templateFormSchema, templateTypes, templateUpdateSchema, variablesOf } from "./templates";

const valid = { template_type: "welcome", template_name: "Welcome", content: "Hello *there*" };
const messagesOf = (input: unknown) =>
  templateFormSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`) ?? [];

describe("the template form schema", () => {
  it("TPL-04 refuses a template without a name or without content", () => {
    expect(messagesOf({ ...valid, template_name: "" })).toEqual(["template_name:nameRequired"]);
    expect(messagesOf({ ...valid, template_name: "   " })).toEqual(["template_name:nameRequired"]);
    expect(messagesOf({ ...valid, content: "" })).toEqual(["content:contentRequired"]);
    expect(messagesOf({ ...valid, content: " \n\t" })).toEqual(["content:contentRequired"]);
  });

  it("TPL-05 takes only the six template types of 001 §9 and issue 36's delivered", () => {
    expect(templateTypes).toContain("delivered");
    for (const type of templateTypes) expect(messagesOf({ ...valid, template_type: type })).toEqual([]);
    expect(messagesOf({ ...valid, template_type: "newsletter" })).toEqual(["template_type:typeRequired"]);
    expect(messagesOf({ ...valid, template_type: undefined })).toEqual(["template_type:typeRequired"]);
  });

  it("keeps the name to one line of 100 characters and the content to Telegram's 4096", () => {
    expect(messagesOf({ ...valid, template_name: "a".repeat(101) })).toEqual(["template_name:nameTooLong"]);
    expect(messagesOf({ ...valid, template_name: "two\nlines" })).toEqual(["template_name:nameOneLine"]);
    expect(messagesOf({ ...valid, template_name: "a".repeat(100), content: "b".repeat(4096) })).toEqual([]);
    expect(messagesOf({ ...valid, content: "b".repeat(4097) })).toEqual(["content:contentTooLong"]);
  });

  it("refuses control characters, keeps lines in the content and is active unless told", () => {
    expect(messagesOf({ ...valid, content: "a\u0000b" })).toEqual(["content:invalidCharacters"]);
    const parsed = templateFormSchema.parse({ ...valid, template_name: " \u202EWelcome ", content: "a\nb" });
    expect(parsed).toEqual({
      ...valid,
      template_name: "Welcome",
      content: "a\nb",
      discount_code_id: null,
      is_active: true,
    });
    expect(templateFormSchema.parse({ ...valid, is_active: false }).is_active).toBe(false);
  });
});

describe("a discount template's code (issue 36)", () => {
  const code = "0b7f3a8e-4c1d-4a52-9f3e-2d6c1b0a9e87";

  it("ISSUE36-CODE a discount template keeps the code it names; another type keeps none", () => {
    const discount = { ...valid, template_type: "discount", discount_code_id: code };
    expect(templateFormSchema.parse(discount).discount_code_id).toBe(code);
    expect(templateUpdateSchema.parse(discount).discount_code_id).toBe(code);
    expect(templateFormSchema.parse({ ...discount, template_type: "welcome" }).discount_code_id).toBeNull();
    expect(templateUpdateSchema.parse({ ...discount, template_type: "welcome" }).discount_code_id).toBeNull();
    expect(messagesOf({ ...discount, discount_code_id: "SPRING10" })).toEqual(["discount_code_id:discountCodeUnknown"]);
  });

  it("ISSUE36-CODE {code} is offered in a discount template only, and filled like the others", () => {
    expect(variablesOf("discount")).toContain("code");
    expect(variablesOf("welcome")).not.toContain("code");
    expect(variablesOf("delivered")).toEqual(["product_name", "price", "order_id"]);
    expect(fillTemplate("Use {code} for {product_name}", { code: "YALDA20", product_name: "Shoes" })).toBe(
      "Use YALDA20 for Shoes",
    );
  });
});

describe("filling a template", () => {
  it("TPL-06 replaces product_name, price and order_id wherever they appear", () => {
    const content = "*{product_name}* costs {price}. Order {order_id}; again {product_name}";
    expect(fillTemplate(content, { product_name: "Shoes", price: "100", order_id: "A1" })).toBe(
      "*Shoes* costs 100. Order A1; again Shoes",
    );
  });

  it("leaves unknown braces, unfilled variables and variables inside values as they are", () => {
    expect(fillTemplate("{name} {price} {order_id} {Price} {price", { price: "9" })).toBe(
      "{name} 9 {order_id} {Price} {price",
    );
    expect(fillTemplate("{product_name}", { product_name: "{price}", price: "9" })).toBe("{price}");
  });
});
