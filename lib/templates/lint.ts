import { TEMPLATE_LANGUAGE } from "./enums";
import { lintByType } from "./lint-types";
import { checkHandle, filled, type Draft, type LintCtx, type Problem } from "./lint-context";
import { lintMapping } from "./lint-mapping";
import { lintExamples, lintText } from "./lint-text";
import { templateFields, templateInputSchema, variableMappingEntrySchema } from "./schemas";

export type { Problem } from "./lint-context";

const NAME = /^[a-z0-9_]+$/;

/**
 * Every rule the spec and the platform put on a template, as one list of {path, message}
 * (create answers it as details.fields; the builder shows each next to its field). Fields of
 * the wrong type are reported once and left out of the rules that read them.
 */
export function lintTemplate(input: unknown, opts: { now?: Date } = {}): Problem[] {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return [{ path: "body", message: "must be a JSON object" }];
  const problems: Problem[] = [];
  const parsed = templateInputSchema.safeParse(input);
  if (!parsed.success) for (const i of parsed.error.issues) problems.push({ path: i.path.map(String).join(".") || "body", message: i.message });
  const c: LintCtx = {
    d: parsed.success ? parsed.data : salvage(input as Record<string, unknown>),
    raw: input as Record<string, unknown>,
    now: opts.now ?? new Date(),
    add: (path, message) => problems.push({ path, message }),
  };
  lintIdentity(c);
  lintHeader(c);
  const variables = lintBody(c);
  if (filled(c.d.footerText)) lintText(c, "footerText", c.d.footerText, { max: 60, variables: "none" });
  lintByType(c);
  lintMapping(c, variables, c.d.category !== "AUTHENTICATION");
  // One message per path and text: overlapping rules (a count and a type check) may say the same thing.
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(`${p.path}\n${p.message}`) && !!seen.add(`${p.path}\n${p.message}`));
}

// Keeps each top-level field that passes its own schema, so one bad field does not hide the rest.
function salvage(raw: Record<string, unknown>): Draft {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(templateFields)) {
    const r = schema.safeParse(raw[key]);
    if (r.success && r.data !== undefined) out[key] = r.data;
  }
  // Mapping entries are independent: the well-formed ones are still checked.
  const mapping = raw.variableMapping;
  if (!out.variableMapping && mapping && typeof mapping === "object" && !Array.isArray(mapping)) {
    out.variableMapping = Object.fromEntries(Object.entries(mapping).filter(([, v]) => variableMappingEntrySchema.safeParse(v).success));
  }
  return out as Draft;
}

function lintIdentity(c: LintCtx) {
  const { name, language } = c.d;
  if (name !== undefined) {
    if (!filled(name)) c.add("name", "is required");
    else if (!NAME.test(name)) c.add("name", "may hold lowercase letters, digits and underscores only");
    if (name.length > 512) c.add("name", "must be at most 512 characters");
  }
  if (language !== undefined && !TEMPLATE_LANGUAGE.test(language)) c.add("language", "must be a platform language code such as en, en_US or pt_BR");
}

function lintHeader(c: LintCtx) {
  const type = c.d.headerType;
  if (!type) return;
  if (type !== "TEXT") {
    if (filled(c.d.headerText)) c.add("headerText", "is only used when headerType is TEXT");
    if (type !== "NONE") checkHandle(c, "headerExample", c.d.headerExample, `${type.toLowerCase()} header`);
    return;
  }
  if (!filled(c.d.headerText)) return c.add("headerText", "is required when headerType is TEXT");
  if (/[\r\n]/.test(c.d.headerText)) c.add("headerText", "cannot hold line breaks");
  const n = lintText(c, "headerText", c.d.headerText, { max: 60, variables: "one" });
  if (n === 1 && !filled(c.d.headerExample)) c.add("headerExample", "is required when headerText has {{1}}: the sample for it");
}

/** Answers the number of body variables, which the mapping must cover. */
function lintBody(c: LintCtx): number | null {
  const body = c.d.bodyText;
  if (body === undefined) return 0;
  if (!filled(body)) {
    c.add("bodyText", "is required");
    return 0;
  }
  // AUTHENTICATION bodies are fixed by the platform; their one variable is the code.
  if (c.d.category === "AUTHENTICATION") return lintText(c, "bodyText", body, { max: 1024, variables: "one" });
  const max = c.d.templateType === "LIMITED_TIME_OFFER" ? 600 : 1024;
  const n = lintText(c, "bodyText", body, { max, variables: "many", edges: true });
  lintExamples(c, "bodyExamples", c.d.bodyExamples, n, "bodyText");
  return n;
}

/**
 * The create schema with the linter's rules as issues: what create validates and what the
 * builder form hands to its zod resolver, so both show the same problems on the same paths.
 */
export const lintedTemplateInput = templateInputSchema.superRefine((value, ctx) => {
  for (const p of lintTemplate(value)) {
    ctx.addIssue({ code: "custom", message: p.message, path: p.path.split(".").map((s) => (/^\d+$/.test(s) && !p.path.startsWith("variableMapping") ? Number(s) : s)) });
  }
});
