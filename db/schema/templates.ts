import { bigserial, index, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, timestamps } from "./columns";
import { companies } from "./tenancy";
import { STATUS_SOURCES, TEMPLATE_CATEGORIES, TEMPLATE_QUALITIES, TEMPLATE_STATUSES, TEMPLATE_TYPES } from "../enums";

export const templateCategoryEnum = pgEnum("template_category", TEMPLATE_CATEGORIES);
export const templateTypeEnum = pgEnum("template_type", TEMPLATE_TYPES);
export const templateStatusEnum = pgEnum("template_status", TEMPLATE_STATUSES);
export const templateQualityEnum = pgEnum("template_quality", TEMPLATE_QUALITIES);
export const templateStatusSourceEnum = pgEnum("template_status_source", STATUS_SOURCES);

/**
 * The shapes of a template's jsonb columns. They are the validated input's (a zod schema in
 * lib/templates/schemas.ts), which declares them here by module augmentation: the schema
 * imports nothing from lib/ and its columns are still typed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TemplateJsonTypes {}
type Declared<K extends string> = TemplateJsonTypes extends Record<K, infer T> ? T : never;
/** The component fields of a template (header, body, footer, buttons, cards, offer, authentication), as validated. */
export type TemplateDefinition = Declared<"definition">;
export type StoredVariableMapping = Declared<"variableMapping">;

/**
 * One language variant of a chatapp message template. The components are kept as one jsonb
 * definition (read and written whole; nothing queries inside it), the mapping apart from it
 * because PATCH .../mapping replaces it without touching the platform. Media ids are attached
 * after creation (PATCH .../media) and sent with every send of a media-header template.
 */
export const templates = pgTable(
  "templates",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    language: text().notNull(),
    category: templateCategoryEnum().notNull(),
    templateType: templateTypeEnum().notNull().default("STANDARD"),
    status: templateStatusEnum().notNull().default("PENDING"),
    quality: templateQualityEnum().notNull().default("UNKNOWN"),
    rejectionReason: text(),
    definition: jsonb().$type<TemplateDefinition>().notNull(),
    variableMapping: jsonb().$type<StoredVariableMapping>(),
    headerMediaId: text(),
    cardMedia: jsonb().$type<{ index: number; mediaId: string }[]>().notNull().default([]),
    /** The platform's id once submitted (callbacks and sync find the row by it). */
    platformTemplateId: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("templates_company_name_language_key").on(t.companyId, t.name, t.language),
    index("templates_company_status_idx").on(t.companyId, t.status),
    index("templates_platform_id_idx").on(t.platformTemplateId),
  ],
);

/** Every status a template went through, with where the change came from. */
export const templateStatusHistory = pgTable(
  "template_status_history",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    templateId: text()
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    status: templateStatusEnum().notNull(),
    reason: text(),
    source: templateStatusSourceEnum().notNull(),
    at: createdAt(),
  },
  (t) => [index("template_status_history_template_idx").on(t.templateId, t.at)],
);

/**
 * The sandbox platform's own template store (what the Cloud API would hold for the business
 * account): review decisions, listing for sync and deletion read and write it, never the
 * service's `templates` table, so sync against the sandbox is a real round trip.
 */
export const sandboxTemplates = pgTable(
  "chatapp_sandbox_templates",
  {
    id: text().primaryKey(),
    wabaId: text().notNull(),
    name: text().notNull(),
    language: text().notNull(),
    category: text().notNull(),
    components: jsonb().$type<Record<string, unknown>[]>().notNull(),
    status: text().notNull().default("PENDING"),
    rejectedReason: text(),
    qualityScore: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("chatapp_sandbox_templates_waba_name_language_key").on(t.wabaId, t.name, t.language)],
);

export type Template = typeof templates.$inferSelect;
