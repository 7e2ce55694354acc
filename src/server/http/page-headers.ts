/**
 * The headers of the pages the server writes itself for buyers (the pay pages, DESIGN 23; invoices, DESIGN 33):
 * their own style and nothing else: no script, no outside file, no framing, no referrer to carry a token away,
 * not kept by any cache, not indexed. `inlineImages` lets a page show a picture written into it (`data:`).
 */
export function pageHeaders(options: { inlineImages?: boolean } = {}) {
  const images = options.inlineImages ? ["img-src data:"] : [];
  return {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-robots-tag": "noindex",
    "content-security-policy": [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      ...images,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join("; "),
  };
}
