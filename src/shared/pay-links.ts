/** The unguessable part of a pay link (DESIGN 23): 32 URL-safe characters (shop-pay makes them). */
export const payTokenPattern = /^[A-Za-z0-9_-]{32}$/;

/** Where a buyer pays a gateway order, comes back from the gateway, reads the result, or sees their receipt. */
export const payPaths = {
  start: (token: string) => `/shop/pay/${token}`,
  /** Where a shared link's "Pay" goes from the order it showed first (issue 36): the gateway's start. */
  go: (token: string) => `/shop/pay/${token}/go`,
  callback: (token: string) => `/shop/pay/${token}/callback`,
  result: (token: string) => `/shop/pay/${token}/result`,
  receipt: (token: string) => `/shop/pay/${token}/receipt`,
  sandbox: (token: string, authority: string) =>
    `/shop/pay/${token}/sandbox?Authority=${encodeURIComponent(authority)}`,
};
