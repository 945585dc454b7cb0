import { z } from "zod";
import { businessHoursSettingsSchema } from "@/lib/business-hours/schemas";
import { assignmentSettingsSchema } from "@/lib/routing/settings";
import { slaSettingsSchema } from "@/lib/sla/settings";
import { csatSettingsSchema } from "@/lib/csat/settings";

/**
 * The keys areas hang off an inbox's settings, each with its own schema. A PUT names the keys
 * it changes: a key given replaces that key, a key set to null removes it, and keys left out
 * are kept, so two settings pages (assignment, business hours) never overwrite each other.
 * Keys no area has claimed are stored as given.
 */
export const INBOX_SETTING_SCHEMAS = {
  assignment: assignmentSettingsSchema,
  businessHours: businessHoursSettingsSchema,
  sla: slaSettingsSchema,
  csat: csatSettingsSchema,
} satisfies Record<string, z.ZodType>;

export type InboxSettingKey = keyof typeof INBOX_SETTING_SCHEMAS;
export type TypedInboxSettings = { [K in InboxSettingKey]?: z.infer<(typeof INBOX_SETTING_SCHEMAS)[K]> };

const known = Object.fromEntries(
  Object.entries(INBOX_SETTING_SCHEMAS).map(([k, schema]) => [k, schema.nullable().optional()]),
) as { [K in InboxSettingKey]: z.ZodOptional<z.ZodNullable<(typeof INBOX_SETTING_SCHEMAS)[K]>> };

/** What a PUT may carry: each known key checked by its area's schema, null to remove one. */
export const inboxSettingsPatchSchema = z
  .object(known)
  .catchall(z.unknown())
  .refine((s) => JSON.stringify(s).length <= 16_384, "must be at most 16 KB of JSON")
  .meta({
    id: "InboxSettingsPatch",
    description: "Per-inbox settings by area. Keys given replace those keys, a key set to null is removed, keys left out are kept.",
  });
export type InboxSettingsPatch = z.infer<typeof inboxSettingsPatchSchema>;

export function mergeInboxSettings(current: Record<string, unknown>, patch: InboxSettingsPatch): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next;
}

/** One area's settings of an inbox, parsed (stored settings predate a schema, or were hand-edited: a bad one reads as unset). */
export function inboxSetting<K extends InboxSettingKey>(settings: Record<string, unknown> | null | undefined, key: K): TypedInboxSettings[K] | undefined {
  const parsed = INBOX_SETTING_SCHEMAS[key].safeParse(settings?.[key]);
  return parsed.success ? (parsed.data as TypedInboxSettings[K]) : undefined;
}
