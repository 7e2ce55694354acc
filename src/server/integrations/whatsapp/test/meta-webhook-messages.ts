/**
 * The content of customers' messages as Meta's "Webhooks reference: messages" gives them (location, contacts,
 * order, system, reaction), each without the `from`, `id` and `timestamp` every message has. The shapes
 * are the reference's, field for field; the values are a Tehran buyer's, except the order, whose values are
 * the reference's own example.
 */
export const metaLocation = {
  type: "location",
  location: {
    address: "تهران، خیابان ولیعصر، پلاک ۱۲",
    latitude: 35.7219,
    longitude: 51.4102,
    name: "فروشگاه شال رضا",
    url: "https://shal.example/branch",
  },
} as const;

/** Many properties of a card may be left out when the customer's phone does not share them. */
export const metaContacts = {
  type: "contacts",
  contacts: [
    {
      addresses: [
        {
          city: "Tehran",
          country: "Iran",
          country_code: "IR",
          state: "Tehran",
          street: "Valiasr St. 12",
          type: "HOME",
          zip: "1434843",
        },
      ],
      birthday: "1990-03-21",
      emails: [{ email: "sara@example.com", type: "WORK" }],
      name: {
        formatted_name: "سارا محمدی",
        first_name: "سارا",
        last_name: "محمدی",
        middle_name: "",
        suffix: "",
        prefix: "",
      },
      org: { company: "Shal Co", department: "Sales", title: "Buyer" },
      phones: [
        { phone: "+98 912 123 4567", wa_id: "989121234567", type: "CELL" },
        { phone: "+98 21 8888 7777", type: "WORK" },
      ],
      urls: [{ url: "https://sara.example", type: "WORK" }],
    },
  ],
} as const;

export const metaOrder = {
  type: "order",
  order: {
    catalog_id: "194836987003835",
    text: "Love these!",
    product_items: [
      { product_retailer_id: "di9ozbzfi4", quantity: 2, item_price: 7.99, currency: "USD" },
      { product_retailer_id: "nqryix03ez", quantity: 1, item_price: 12.5, currency: "USD" },
    ],
  },
} as const;

/** The reference names the new number `wa_id`; the older Cloud API reference named it `new_wa_id`. */
export function metaNumberChanged(input: { name: string; from: string; to: string }) {
  return {
    type: "system",
    system: {
      body: `User ${input.name} changed from ${input.from} to ${input.to}`,
      new_wa_id: input.to,
      type: "user_changed_number",
    },
  };
}

/** A reaction to an earlier message; removing it sends the same without `emoji`. */
export function metaReaction(messageId: string, emoji?: string) {
  return { type: "reaction", reaction: { message_id: messageId, ...(emoji === undefined ? {} : { emoji }) } };
}
