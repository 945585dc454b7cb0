import { z } from "zod";

/**
 * The store's webhook bodies, in Shopify's field names (snake_case, ids as numbers, money as
 * decimal strings). Loose objects: stores add fields over time and those are not errors.
 */
const id = z.union([z.number().int().min(0), z.string().min(1).max(100, "must be at most 100 characters")], { error: "must be a number or a string" }).transform(String);
const money = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, "must be a decimal amount such as 19.99")], { error: "must be a decimal amount" })
  .transform(Number)
  .refine((n) => Number.isFinite(n) && Math.abs(n) < 1e11, "is out of range");
// PostgreSQL has no year 0, so such dates are a 400 here rather than a 500 there.
const time = z.iso
  .datetime({ offset: true, error: "must be an ISO 8601 date-time" })
  .transform((v) => new Date(v))
  .refine((d) => d.getUTCFullYear() >= 1, "must be a date-time from the year 0001 on");
const str = z.string().max(2000, "must be at most 2000 characters");

export const addressPayload = z.looseObject({
  name: str.nullish(),
  first_name: str.nullish(),
  last_name: str.nullish(),
  address1: str.nullish(),
  address2: str.nullish(),
  city: str.nullish(),
  province: str.nullish(),
  zip: str.nullish(),
  country: str.nullish(),
  phone: str.nullish(),
});

export const customerPayload = z.looseObject({
  id,
  email: str.nullish(),
  phone: str.nullish(),
  first_name: str.nullish(),
  last_name: str.nullish(),
  accepts_marketing: z.boolean().nullish(),
  email_marketing_consent: z.looseObject({ state: str.nullish() }).nullish(),
  default_address: addressPayload.nullish(),
  created_at: time.nullish(),
  updated_at: time.nullish(),
});
export type CustomerPayload = z.infer<typeof customerPayload>;

const lineItem = z.looseObject({
  id: id.nullish(),
  product_id: id.nullish(),
  variant_id: id.nullish(),
  sku: str.nullish(),
  title: str.nullish(),
  variant_title: str.nullish(),
  quantity: z.number({ error: "must be a number" }).int().min(0).max(1_000_000),
  price: money,
});

const refundPayload = z.looseObject({
  id,
  order_id: id.optional(),
  created_at: time.nullish(),
  transactions: z.array(z.looseObject({ amount: money, kind: str.nullish(), status: str.nullish() })).max(500).default([]),
});
export type RefundPayload = z.infer<typeof refundPayload>;
export { refundPayload };

const FINANCIAL = ["pending", "authorized", "partially_paid", "paid", "partially_refunded", "refunded", "voided"] as const;

export const orderPayload = z.looseObject({
  id,
  name: str.nullish(),
  order_number: z.union([z.number(), z.string()]).nullish(),
  email: str.nullish(),
  contact_email: str.nullish(),
  phone: str.nullish(),
  created_at: time,
  updated_at: time.nullish(),
  processed_at: time.nullish(),
  cancelled_at: time.nullish(),
  currency: z.string().regex(/^[A-Za-z]{3}$/, "must be a 3-letter currency code"),
  financial_status: z.enum(FINANCIAL, { error: `must be one of ${FINANCIAL.join(", ")}` }).nullish(),
  fulfillment_status: z.string().max(50).nullish(),
  subtotal_price: money.nullish(),
  total_price: money,
  total_tax: money.nullish(),
  total_discounts: money.nullish(),
  total_shipping_price_set: z.looseObject({ shop_money: z.looseObject({ amount: money }) }).nullish(),
  shipping_lines: z.array(z.looseObject({ price: money })).max(100).nullish(),
  line_items: z.array(lineItem).max(1000, "at most 1000 lines"),
  shipping_address: addressPayload.nullish(),
  billing_address: addressPayload.nullish(),
  customer: customerPayload.nullish(),
  cart_token: str.nullish(),
  note: str.nullish(),
  fulfillments: z
    .array(z.looseObject({ tracking_number: str.nullish(), tracking_numbers: z.array(str).nullish(), tracking_url: str.nullish(), status: str.nullish() }))
    .max(100)
    .nullish(),
  refunds: z.array(refundPayload).max(100).nullish(),
});
export type OrderPayload = z.infer<typeof orderPayload>;

export const cartPayload = z.looseObject({
  id: id.optional(),
  token: id,
  line_items: z.array(lineItem).max(1000, "at most 1000 lines"),
  currency: z.string().regex(/^[A-Za-z]{3}$/, "must be a 3-letter currency code").nullish(),
  // Carts carry no buyer on Shopify; WooCommerce-style plugins send one, and it is used when given.
  email: str.nullish(),
  phone: str.nullish(),
  customer: z.looseObject({ email: str.nullish(), phone: str.nullish() }).nullish(),
  created_at: time.nullish(),
  updated_at: time,
}).refine((c) => c.line_items.reduce((s, l) => s + l.price * l.quantity, 0) < 1e11, { error: "add up to more than the largest total stored", path: ["line_items"] });
export type CartPayload = z.infer<typeof cartPayload>;

export const productPayload = z.looseObject({
  id,
  title: z.string().min(1, "must not be empty").max(300, "must be at most 300 characters"),
  body_html: z.string().max(100_000).nullish(),
  vendor: str.nullish(),
  product_type: str.nullish(),
  status: z.string().max(20).nullish(),
  updated_at: time.nullish(),
  variants: z
    .array(z.looseObject({ id: id.nullish(), title: str.nullish(), sku: str.nullish(), price: money, compare_at_price: money.nullish(), inventory_quantity: z.number().int().nullish() }))
    .max(100)
    .default([]),
  image: z.looseObject({ src: str.nullish() }).nullish(),
  images: z.array(z.looseObject({ src: str.nullish() })).max(250).nullish(),
});
export type ProductPayload = z.infer<typeof productPayload>;
