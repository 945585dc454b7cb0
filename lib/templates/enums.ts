import { STATUS_SOURCES, TEMPLATE_CATEGORIES, TEMPLATE_QUALITIES, TEMPLATE_STATUSES, TEMPLATE_TYPES } from "@/db/enums";

// The template enums the database stores are declared with the schema's (db/enums.ts).
export { STATUS_SOURCES, TEMPLATE_CATEGORIES, TEMPLATE_QUALITIES, TEMPLATE_STATUSES, TEMPLATE_TYPES };

/** Template names and language codes as the platform takes them (the linter, the routes, the send schema, the builder). */
export const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
export const TEMPLATE_LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2,3})?$/;

/** The spec's other template enums, for the schema, the linter and the builder form. */
export const HEADER_TYPES = ["NONE", "TEXT", "IMAGE", "VIDEO", "DOCUMENT"] as const;
export const CARD_HEADER_FORMATS = ["IMAGE", "VIDEO"] as const;
export const BUTTON_TYPES = ["QUICK_REPLY", "URL", "PHONE_NUMBER", "COPY_CODE", "OTP", "FLOW"] as const;
export const OTP_TYPES = ["COPY_CODE", "ONE_TAP"] as const;
export const FLOW_ACTIONS = ["navigate", "data_exchange"] as const;

export const VARIABLE_TYPES = ["static", "contact_field", "custom_field", "order_field", "web_event_field"] as const;
export const CONTACT_VARIABLE_FIELDS = ["firstName", "lastName", "name", "email", "phone"] as const;
export const ORDER_VARIABLE_FIELDS = [
  "last.order.total",
  "last.order.product",
  "last.order.status",
  "last.order.date",
  "last.order.shipping_address",
  "last.order.tracking_number",
] as const;

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export type HeaderType = (typeof HEADER_TYPES)[number];
export type ButtonType = (typeof BUTTON_TYPES)[number];
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export type VariableType = (typeof VARIABLE_TYPES)[number];
