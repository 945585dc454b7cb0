import { CUSTOM_FIELD_KEY } from "@/lib/contacts/schemas";
import { CONTACT_VARIABLE_FIELDS, ORDER_VARIABLE_FIELDS } from "./enums";
import { filled, type LintCtx } from "./lint-context";

// A dot path into the web event's JSON: keys of letters, digits, _ or -, array indexes as numbers.
const EVENT_PATH = /^[A-Za-z_$][\w$-]*(\.[\w$-]+)*$/;

/**
 * variableMapping covers the body's variables: one entry per {{n}}, each of a known type with a
 * value that type accepts. `required` is false for AUTHENTICATION, whose one variable is the
 * code given at send time.
 */
export function lintMapping(c: LintCtx, counted: number | null, required: boolean) {
  // With unusable body variables only the entries' own values are checked.
  const count = counted ?? Infinity;
  const mapping = c.d.variableMapping ?? {};
  const keys = Object.keys(mapping);
  if (required && counted && !c.d.variableMapping) {
    // A mapping of the wrong shape was already reported by the schema.
    if (c.raw.variableMapping != null) return;
    c.add("variableMapping", `is required when bodyText has variables: one entry for each of {{1}} to {{${count}}}`);
    return;
  }
  const given = (key: string) => !!mapping[key] || Object.hasOwn(asObject(c.raw.variableMapping), key);
  if (required && counted) for (let n = 1; n <= counted; n++) if (!given(String(n))) c.add(`variableMapping.${n}`, `is required: say where {{${n}}} comes from`);
  for (const key of keys) {
    const n = Number(key);
    if (!/^[1-9]\d*$/.test(key) || n > count) {
      c.add(`variableMapping.${key}`, count ? `is not a body variable: keys are 1 to ${count}` : "is not a body variable: bodyText has none");
      continue;
    }
    const { type, value } = mapping[key];
    const at = `variableMapping.${key}.value`;
    if (!filled(value)) {
      c.add(at, "is required");
      continue;
    }
    if (type === "static" && [...value].length > 1024) c.add(at, "must be at most 1,024 characters");
    if (type === "contact_field" && !(CONTACT_VARIABLE_FIELDS as readonly string[]).includes(value)) c.add(at, `must be one of ${CONTACT_VARIABLE_FIELDS.join(", ")}`);
    if (type === "order_field" && !(ORDER_VARIABLE_FIELDS as readonly string[]).includes(value)) c.add(at, `must be one of ${ORDER_VARIABLE_FIELDS.join(", ")}`);
    if (type === "custom_field" && !CUSTOM_FIELD_KEY.test(value)) c.add(at, "must be a custom-field key: a letter, then letters, digits and underscores (at most 64)");
    if (type === "web_event_field" && (!EVENT_PATH.test(value) || value.length > 200)) c.add(at, "must be a dot path inside the web event, e.g. data.order.id");
  }
}

const asObject = (v: unknown): object => (v && typeof v === "object" ? v : {});
