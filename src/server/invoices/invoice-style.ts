import type { InvoiceSize } from "../../shared/invoices";

// A document, not an app screen: black on white in any theme, so what is seen is what prints. No outside
// file (fonts fall back to the phone's), and logical properties only, so one sheet serves fa and en.
const common = `
:root{color-scheme:light;--text:#111827;--muted:#4b5563;--line:#d1d5db;--soft:#f3f4f6;--accent:#0f766e}
*{box-sizing:border-box}
body{margin:0;background:var(--soft);color:var(--text);font:14px/1.6 Vazirmatn,Tahoma,"Segoe UI",system-ui,sans-serif}
.tools{margin:16px auto 0;padding:0 16px;display:flex;flex-wrap:wrap;gap:6px 16px;align-items:center;font-size:13px}
.tools a{color:var(--accent);font-weight:600;text-underline-offset:3px}
.tools a[aria-current]{color:var(--text);text-decoration:none}
.tools a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.hint{flex-basis:100%;margin:0;color:var(--muted)}
main{background:#fff;margin:12px auto 24px;border:1px solid var(--line)}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;border-bottom:2px solid var(--text);padding-bottom:8px;margin-bottom:12px}
.brand{display:flex;gap:12px;align-items:center;min-width:0}
.logo{width:56px;height:56px;object-fit:cover;border-radius:8px;flex:none}
.shop{font-size:17px;font-weight:700;margin:0;overflow-wrap:anywhere}
h1{font-size:15px;margin:0;color:var(--muted);font-weight:600}
.stamp{margin:0;color:#b91c1c;font-weight:700}
h2{font-size:14px;margin:0 0 6px;padding-bottom:4px;border-bottom:1px solid var(--line)}
section{margin:14px 0 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}
dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse}
th,td{padding:4px 6px;text-align:start;vertical-align:top}
.num{text-align:end;white-space:nowrap;font-variant-numeric:tabular-nums}
.sums th{font-weight:400;color:var(--muted)}
.sums .total th,.sums .total td{font-weight:700;color:var(--text);font-size:15px;border-top:2px solid var(--text)}
.words{margin:6px 0 0}
.code{font-family:ui-monospace,Consolas,monospace;font-size:12px;color:var(--muted);white-space:nowrap}
.share{margin:14px 0 0;padding:8px;border:1px dashed var(--line);font-size:12px;color:var(--muted);overflow-wrap:anywhere}
@media print{body{background:#fff}.tools,.share{display:none}main{margin:0;border:0;max-width:none}a{color:inherit;text-decoration:none}}
`;

const sizes: Record<InvoiceSize, string> = {
  a4: `
.tools,main{max-width:210mm}main{padding:12mm}
.lines th,.lines td{border:1px solid var(--line)}.lines th{background:var(--soft);font-weight:600}
.totals{width:min(100%,100mm);margin-inline-start:auto;margin-top:8px}
@page{size:A4;margin:12mm}
@media screen and (max-width:640px){main{padding:16px;margin:8px}.tools{padding:0 8px}
.lines thead{display:none}.lines,.lines tbody{display:block}
.lines tr{display:grid;grid-template-columns:auto auto 1fr auto;grid-template-areas:"row item item item" "row sku sku sku" "row qty unit amount";column-gap:6px;border:1px solid var(--line);border-top:0}
.lines tr:first-child{border-top:1px solid var(--line)}
.lines td{border:0;padding:2px 6px}.lines .row{grid-area:row;color:var(--muted)}.lines .item{grid-area:item}
.lines .sku{grid-area:sku}.lines .unit{grid-area:unit;text-align:start;color:var(--muted)}
.lines .qty{grid-area:qty;color:var(--muted)}.lines .qty::after{content:" ×"}.lines .amount{grid-area:amount;font-weight:600}}
@media print{main{padding:0}}
`,
  // A roll's printable width is about 72 mm; its length is the printer's, so only the margin is set.
  "80mm": `
.tools,main{max-width:80mm}main{padding:4mm;font-size:12px}
header{flex-direction:column;align-items:flex-start}
.items{list-style:none;margin:0;padding:0}.items li{padding:4px 0;border-bottom:1px dashed var(--line)}
.items .sum{display:flex;justify-content:space-between;gap:8px}
.sums{margin-top:6px}.sums th,.sums td{padding:2px 0}
@page{margin:3mm}
@media print{main{padding:0;width:72mm}}
`,
};

export const invoiceStyle = (size: InvoiceSize) => common + sizes[size];
