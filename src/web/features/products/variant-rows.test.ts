import { describe, expect, it } from "vitest";
import {
  changeOptions,
  combinationLabel,
  followProductCode,
  type OptionDraft,
  type VariantDraft,
  type VariantRow,
  variantRowsFor,
} from "./variant-rows";

const size = (values: string[]): OptionDraft => ({ key: "size", name: "Size", values });
const colour = (values: string[]): OptionDraft => ({ key: "colour", name: "رنگ", values });
const material = (values: string[]): OptionDraft => ({ key: "material", name: "جنس", values });

/** The rows of some options as the form holds them after a first generation. */
function rowsOf(options: OptionDraft[], productCode = "SH"): VariantRow[] {
  const result = variantRowsFor({ options: [], rows: [], productCode }, { options, productCode });
  if (!result.ok) throw new Error("too many variants");
  return result.rows;
}

const draftOf = (options: OptionDraft[], rows: VariantRow[] = rowsOf(options)): VariantDraft => ({
  options,
  rows,
  stock: "",
  productCode: "SH",
});

function changed(draft: VariantDraft, options: OptionDraft[], baseVariantId: string | null = null) {
  const result = changeOptions(draft, options, baseVariantId);
  if (!result.ok) throw new Error(`refused with ${result.count}`);
  return result;
}

const labels = (options: OptionDraft[], rows: VariantRow[]) => rows.map((row) => combinationLabel(options, row.values));

describe("the variants the options make (issue 36)", () => {
  it("makes every combination, the first option's values outermost, each with a suggested code", () => {
    const options = [size(["S", "M"]), colour(["Red", "Blue"])];
    const rows = rowsOf(options);
    expect(labels(options, rows)).toEqual(["S / Red", "S / Blue", "M / Red", "M / Blue"]);
    expect(rows.map((row) => row.code)).toEqual(["SH-S-RED", "SH-S-BLUE", "SH-M-RED", "SH-M-BLUE"]);
    expect(rows.every((row) => row.variant_id === null && row.is_active && row.price === "" && row.stock === "")).toBe(
      true,
    );
  });

  it("a value added keeps what was typed and the saved ids of the combinations that are still there", () => {
    const before = [size(["S", "M"])];
    const rows = rowsOf(before).map((row, index) => ({
      ...row,
      variant_id: `v${index}`,
      code: `CUSTOM-${index}`,
      price: "۱۵۰٬۰۰۰",
      stock: String(index + 3),
      is_active: index === 0,
    }));
    const after = [size(["S", "M", "L"])];
    const result = changed(draftOf(before, rows), after);
    expect(labels(after, result.rows)).toEqual(["S", "M", "L"]);
    expect(result.rows.slice(0, 2)).toEqual(rows);
    expect(result.rows[2]).toMatchObject({ variant_id: null, code: "SH-L", stock: "", is_active: true });
  });

  it("a value removed drops only its combinations", () => {
    const before = [size(["S", "M"]), colour(["Red", "Blue"])];
    const rows = rowsOf(before).map((row, index) => ({ ...row, variant_id: `v${index}` }));
    const after = [size(["S", "M"]), colour(["Blue"])];
    const result = changed(draftOf(before, rows), after);
    expect(labels(after, result.rows)).toEqual(["S / Blue", "M / Blue"]);
    expect(result.rows.map((row) => row.variant_id)).toEqual(["v1", "v3"]);
  });

  it("a second option's first value turns each variant into its first combination: M keeps its stock as M / Red", () => {
    const before = [size(["S", "M"]), colour([])];
    const rows = rowsOf(before).map((row, index) => ({ ...row, variant_id: `v${index}`, stock: `${index + 5}` }));
    const withRed = changed(draftOf(before, rows), [size(["S", "M"]), colour(["Red"])]);
    expect(withRed.rows.map((row) => [row.variant_id, row.stock])).toEqual([
      ["v0", "5"],
      ["v1", "6"],
    ]);
    const withBlue = changed(draftOf([size(["S", "M"]), colour(["Red"])], withRed.rows), [
      size(["S", "M"]),
      colour(["Red", "Blue"]),
    ]);
    expect(withBlue.rows.map((row) => row.variant_id)).toEqual(["v0", null, "v1", null]);
  });

  it("an option removed leaves one variant per remaining combination, the first one's", () => {
    const before = [size(["S", "M"]), colour(["Red", "Blue"])];
    const rows = rowsOf(before).map((row, index) => ({ ...row, variant_id: `v${index}` }));
    const result = changed(draftOf(before, rows), [colour(["Red", "Blue"])]);
    expect(result.rows.map((row) => [row.values, row.variant_id])).toEqual([
      [{ colour: "Red" }, "v0"],
      [{ colour: "Blue" }, "v1"],
    ]);
  });

  it("a renamed option changes no variant: values are tied to the option, not its name", () => {
    const before = [size(["S"]), colour(["Red"])];
    const rows = rowsOf(before).map((row) => ({ ...row, variant_id: "v0", stock: "9" }));
    const result = changed(draftOf(before, rows), [{ ...size(["S"]), name: "سایز" }, colour(["Red"])]);
    expect(result.rows).toEqual(rows);
  });

  it("3 options make up to 100 variants; a value that would make more is refused with the count, nothing changed", () => {
    const colours = colour(["a", "b", "c", "d"]);
    const materials = material(["x", "y", "z", "w", "v"]);
    const before = [size(["1", "2", "3", "4", "5"]), colours, materials];
    const rows = rowsOf(before);
    expect(rows).toHaveLength(100);
    const draft = draftOf(before, rows);
    const refused = changeOptions(draft, [size(["1", "2", "3", "4", "5", "6"]), colours, materials], null);
    expect(refused).toEqual({ ok: false, count: 120 });
    expect(draft.rows).toHaveLength(100);
  });
});

describe("the product's own stock and variant (DESIGN 29)", () => {
  it("the first value turns the product's stock and variant into its first variant; the field empties", () => {
    const draft: VariantDraft = { options: [size([])], rows: [], stock: "۱۲", productCode: "SH" };
    const result = changed(draft, [size(["S", "M"])], "v-own");
    expect(result.stock).toBe("");
    expect(result.rows.map((row) => [row.variant_id, row.stock, row.code])).toEqual([
      ["v-own", "۱۲", "SH-S"],
      [null, "", "SH-M"],
    ]);
  });

  it("an option without values yet makes no variants and leaves the product's stock alone", () => {
    const draft: VariantDraft = { options: [], rows: [], stock: "۱۲", productCode: "SH" };
    expect(changed(draft, [size([])], "v-own")).toEqual({ ok: true, rows: [], stock: "۱۲" });
  });

  it("removing the last option gives the first variant's stock back to the product", () => {
    const options = [size(["S", "M"])];
    const rows = rowsOf(options).map((row, index) => ({ ...row, stock: String(index + 4) }));
    expect(changed(draftOf(options, rows), [])).toEqual({ ok: true, rows: [], stock: "4" });
  });
});

describe("suggested variant codes", () => {
  it("follow a new product's code; a code the seller typed stays", () => {
    const options = [size(["S", "M"])];
    const rows = rowsOf(options, "PABCDE").map((row, index) => (index === 1 ? { ...row, code: "MINE" } : row));
    const draft = { ...draftOf(options, rows), productCode: "PABCDE" };
    expect(followProductCode(draft, "SHIRT").map((row) => row.code)).toEqual(["SHIRT-S", "MINE"]);
  });

  it("a saved variant's code never changes, and a new one that would repeat it gets a number", () => {
    const before = [colour(["قرمز", "آبی"])];
    const saved = rowsOf(before).map((row, index) => ({ ...row, variant_id: `v${index}` }));
    expect(saved.map((row) => row.code)).toEqual(["SH-1", "SH-2"]);
    const withoutRed = changed(draftOf(before, saved), [colour(["آبی"])]);
    expect(withoutRed.rows.map((row) => row.code)).toEqual(["SH-2"]);
    const withGreen = changed(draftOf([colour(["آبی"])], withoutRed.rows), [colour(["آبی", "سبز"])]);
    expect(withGreen.rows.map((row) => row.code)).toEqual(["SH-2", "SH-2-2"]);
  });
});
