/**
 * An order's `pay_url` is the link's path on the app (like `receipt_url`); what a buyer opens is the address
 * this page came from, which is the app's.
 */
export const payLinkAddress = (payUrl: string) => new URL(payUrl, window.location.origin).href;
