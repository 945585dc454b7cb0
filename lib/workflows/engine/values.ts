import type { FILTER_OPERATORS } from "../nodes/definitions";

/**
 * Reading and comparing values for triggers, conditions and templated text. Pure: the trigger
 * subscriber, the executors and unit tests share it.
 */

/** `a.b.0.c` into an object; undefined when any step is missing. */
export function getPath(root: unknown, path: string): unknown {
  let cur = root;
  for (const key of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

const VARIABLE = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** `{{contact.firstName}}`, `{{event.message.text}}`, `{{steps.n1.status}}`: a missing value is empty. */
export function interpolate(text: string, vars: Record<string, unknown>): string {
  return text.replace(VARIABLE, (_, path: string) => {
    const v = getPath(vars, path);
    if (v === undefined || v === null) return "";
    return typeof v === "object" ? JSON.stringify(v) : String(v);
  });
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
const num = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : null);
const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : JSON.stringify(v ?? "")).toLowerCase();

/** Ordered values: numbers as numbers, ISO dates as times, anything else not ordered. */
function ordered(a: unknown, b: unknown): [number, number] | null {
  const [x, y] = [num(a), num(b)];
  if (x !== null && y !== null) return [x, y];
  const [s, t] = [typeof a === "string" ? Date.parse(a) : NaN, typeof b === "string" ? Date.parse(b) : NaN];
  return Number.isFinite(s) && Number.isFinite(t) ? [s, t] : null;
}

/** One comparison; text compares without regard to case, arrays by their elements. */
export function compare(operator: (typeof FILTER_OPERATORS)[number], actual: unknown, expected: unknown): boolean {
  switch (operator) {
    case "is_set":
      return !isEmpty(actual);
    case "is_not_set":
      return isEmpty(actual);
    case "equals":
    case "not_equals": {
      const same = Array.isArray(actual) ? actual.some((a) => equal(a, expected)) : equal(actual, expected);
      return operator === "equals" ? same : !same;
    }
    case "contains":
    case "not_contains": {
      const has = Array.isArray(actual) ? actual.some((a) => equal(a, expected)) : !isEmpty(actual) && text(actual).includes(text(expected));
      return operator === "contains" ? has : !has;
    }
    case "starts_with":
      return !isEmpty(actual) && text(actual).startsWith(text(expected));
    case "greater_than":
    case "less_than": {
      const o = ordered(actual, expected);
      return o !== null && (operator === "greater_than" ? o[0] > o[1] : o[0] < o[1]);
    }
  }
}

function equal(a: unknown, b: unknown): boolean {
  const [x, y] = [num(a), num(b)];
  if (x !== null && y !== null) return x === y;
  if (typeof a === "boolean" || typeof b === "boolean") return text(a) === text(b);
  return isEmpty(a) ? isEmpty(b) : text(a) === text(b);
}

/** The contact an event is about, wherever its payload keeps it. */
export function contactIdOf(payload: Record<string, unknown>): string | null {
  for (const path of ["contact.id", "contactId", "conversation.contactId", "data.contact.id", "data.contactId"]) {
    const v = getPath(payload, path);
    if (typeof v === "string" && v) return v;
  }
  return null;
}
