import type { SalesOrder, SalesProduct, SalesRequest } from "../../../integrations/ai/engine";

export function makeSalesProduct(overrides: Partial<SalesProduct> = {}): SalesProduct {
  return {
    name: "شال پشمی",
    code: "SH-1",
    price: 1_850_000,
    stock: 4,
    category: "clothing",
    description: "شال دست‌باف از پشم، گرم و نرم",
    ...overrides,
  };
}

/** A small shop: two shawls (one name inside the other), a book, a lamp, a cream, a phone charger. */
export const shopProducts: SalesProduct[] = [
  makeSalesProduct(),
  makeSalesProduct({ name: "شال", code: "SH-2", price: 400_000, stock: null, description: null }),
  makeSalesProduct({
    name: "Poetry book",
    code: "BK-1",
    price: 250_000,
    stock: 10,
    category: "books",
    description: "Hafez's poems in a hardcover edition",
  }),
  makeSalesProduct({
    name: "Desk lamp",
    code: "LAMP-7",
    price: 900_000,
    stock: 2,
    category: "home",
    description: "A warm light for reading",
  }),
  makeSalesProduct({
    name: "کرم مرطوب‌کننده",
    code: "CR-1",
    price: 320_000,
    stock: 6,
    category: "cosmetics",
    description: "برای پوست خشک",
  }),
  makeSalesProduct({
    name: "USB-C charger",
    code: "CH-1",
    price: 450_000,
    stock: 9,
    category: "electronics",
    description: "65 W fast charger",
  }),
];

export function makeSalesOrder(overrides: Partial<SalesOrder> = {}): SalesOrder {
  return {
    number: 3,
    items: "Desk lamp",
    amount: 900_000,
    orderStatus: "shipped",
    paymentStatus: "paid",
    createdAt: new Date("2026-03-01T10:00:00Z"),
    ...overrides,
  };
}

export function makeSalesRequest(question: string, overrides: Partial<SalesRequest> = {}): SalesRequest {
  return {
    shopName: "گالری سارا",
    locale: "fa",
    question,
    products: shopProducts,
    orders: [],
    supportText: null,
    now: new Date("2026-03-04T12:00:00Z"),
    ...overrides,
  };
}
