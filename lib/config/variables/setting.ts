import type { Kind } from "./kinds";

/**
 * One environment variable: its kind (type, default, coercion), one line for the README, and
 * whether its value is a secret. Secrets never appear in messages or logs: a bad one is
 * reported by its length, a URL with credentials without its password.
 */
export interface Setting<T = unknown> {
  kind: Kind<T>;
  doc: string;
  secret?: "value" | "url-password";
}

/** A README section of the configuration table and the variables in it, in order. */
export interface SettingGroup<V extends Record<string, Setting> = Record<string, Setting>> {
  title: string;
  vars: V;
}

/** The description rides on the zod schema too (`.meta`), so tools that read zod metadata see it. */
export function setting<T>(kind: Kind<T>, doc: string, opts: { secret?: Setting["secret"] } = {}): Setting<T> {
  return { kind: { ...kind, schema: kind.schema.meta({ description: doc }) }, doc, ...opts };
}

export function group<V extends Record<string, Setting>>(title: string, vars: V): SettingGroup<V> {
  return { title, vars };
}
