import { productLimits, variantLimits } from "@shared/products";
import { suggestVariantCode } from "./suggested-code";

/** An option as the form holds it; its `key` ties the variants' values to it while the seller renames it. */
export type OptionDraft = { key: string; name: string; values: string[] };

/** A variant as the form holds it: its values by option key, its numbers as typed. */
export type VariantRow = {
  /** The saved variant this row is (kept on save, with its order lines and carts); null for a new one. */
  variant_id: string | null;
  values: Record<string, string>;
  code: string;
  /** Empty: sold at the product's price. */
  price: string;
  /** Empty: not counted. */
  stock: string;
  is_active: boolean;
  media_id: string | null;
};

/** What the variants are made from: the options and, for the suggested codes, the product's code. */
type Makings = { options: readonly OptionDraft[]; productCode: string };

export type VariantRowsResult = { ok: true; rows: VariantRow[] } | { ok: false; count: number };

/** An option without values yet makes no variants: the seller is still typing it. */
const withValues = (options: readonly OptionDraft[]) => options.filter((option) => option.values.length > 0);

/** How many variants the options make. */
export const combinationCount = (options: readonly OptionDraft[]) =>
  withValues(options).reduce((count, option) => count * option.values.length, 1);

/** Every combination of one value of each option, the first option's values outermost ("S / Red", "S / Blue", …). */
function combinationsOf(options: readonly OptionDraft[]): Record<string, string>[] {
  return withValues(options).reduce<Record<string, string>[]>(
    (combinations, option) =>
      combinations.flatMap((combination) => option.values.map((value) => ({ ...combination, [option.key]: value }))),
    [{}],
  );
}

/** "M / Red": a combination in the options' order, as the grid and the bot name it. */
export function combinationLabel(options: readonly OptionDraft[], values: Readonly<Record<string, string>>): string {
  return options.flatMap((option) => values[option.key] ?? []).join(" / ");
}

/** A product without options as the one row it is (DESIGN 29), so its stock and id go to its first variant. */
export function productAsVariantRow(variantId: string | null, stock: string, productCode: string): VariantRow {
  const code = suggestVariantCode(productCode, [], {});
  return { variant_id: variantId, values: {}, code, price: "", stock, is_active: true, media_id: null };
}

function freshRow(values: Record<string, string>, code: string): VariantRow {
  return { variant_id: null, values, code, price: "", stock: "", is_active: true, media_id: null };
}

/** A suggested code another row already has gets a number ("TSHIRT-M-2"): a saved code never changes to make room. */
function distinctCode(code: string, taken: ReadonlySet<string>): string {
  for (let number = 2; taken.has(code); number += 1) {
    const suffix = `-${number}`;
    const candidate = `${code.slice(0, productLimits.code - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
  return code;
}

/**
 * DESIGN 29, issue 36: the variants the next options make, one per combination. A combination that was there
 * keeps its row, what was typed and the saved variant's id; when an option is added or removed, a row goes to
 * the first combination that agrees with it on the other options (M becomes M / Red, not M / Blue as well).
 * Codes the form suggested follow the values and the product's code; a code typed or saved stays. More than
 * the limit is refused with the count, and nothing changes.
 */
export function variantRowsFor(previous: Makings & { rows: readonly VariantRow[] }, next: Makings): VariantRowsResult {
  const count = combinationCount(next.options);
  if (count > variantLimits.variants) return { ok: false, count };
  const nextKeys = new Set(withValues(next.options).map((option) => option.key));
  const shared = withValues(previous.options)
    .map((option) => option.key)
    .filter((key) => nextKeys.has(key));
  const left = [...previous.rows];
  const made = combinationsOf(next.options).map((values) => {
    const suggested = suggestVariantCode(next.productCode, next.options, values);
    const index = left.findIndex((row) => shared.every((key) => row.values[key] === values[key]));
    const [kept] = index === -1 ? [] : left.splice(index, 1);
    if (!kept) return { row: freshRow(values, suggested), suggested: true };
    // A saved variant's code is printed on labels and typed by buyers; only the product's own one (no values) moves.
    const movable = kept.variant_id === null || Object.keys(kept.values).length === 0;
    const follows = movable && kept.code === suggestVariantCode(previous.productCode, previous.options, kept.values);
    return { row: { ...kept, values, code: follows ? suggested : kept.code }, suggested: follows };
  });
  const taken = new Set(made.flatMap(({ row, suggested }) => (suggested ? [] : [row.code])));
  const rows = made.map(({ row, suggested }) => {
    if (!suggested) return row;
    const code = distinctCode(row.code, taken);
    taken.add(code);
    return { ...row, code };
  });
  return { ok: true, rows };
}

/** The variant part of the form: its options, its rows ([] without options) and the product's own stock field. */
export type VariantDraft = { options: OptionDraft[]; rows: VariantRow[]; stock: string; productCode: string };
export type VariantDraftResult = { ok: true; rows: VariantRow[]; stock: string } | { ok: false; count: number };

/**
 * New options for the form. The first values turn the product's own stock and variant (`baseVariantId`, the
 * implicit one of a product saved without options) into its first variant; removing the last ones turns the
 * first variant back into the product's stock.
 */
export function changeOptions(
  draft: VariantDraft,
  options: readonly OptionDraft[],
  baseVariantId: string | null,
): VariantDraftResult {
  const rows =
    draft.rows.length > 0 ? draft.rows : [productAsVariantRow(baseVariantId, draft.stock, draft.productCode)];
  const result = variantRowsFor(
    { options: draft.options, rows, productCode: draft.productCode },
    { options, productCode: draft.productCode },
  );
  if (!result.ok) return result;
  if (withValues(options).length > 0) return { ok: true, rows: result.rows, stock: "" };
  const stock = draft.rows.length > 0 ? (result.rows[0]?.stock ?? "") : draft.stock;
  return { ok: true, rows: [], stock };
}

/** A new product's code changed: the variant codes suggested from the old one follow it. */
export function followProductCode(draft: VariantDraft, productCode: string): VariantRow[] {
  const result = variantRowsFor(draft, { options: draft.options, productCode });
  return result.ok ? result.rows : draft.rows;
}
