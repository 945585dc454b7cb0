import "server-only";
import { type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import type { SendInputOf } from "@/lib/channels/chatapp/messaging/cloud-types";
import type { TemplateComponent } from "@/lib/channels/chatapp/messaging/template-components";
import { inspectTemplateVariables, type ResolvedVariable } from "./resolve-variables";
import { renderTemplateText, templateSendComponents } from "./send-components";
import { approvedTemplate, recipientFacts } from "./template-send";

export interface TemplateSendPreview {
  templateName: string;
  languageCode: string;
  text: string;
  variables: (Omit<ResolvedVariable, "source"> & { source: ResolvedVariable["source"] | "given" })[];
  missing: number[];
  problems: { reason: string; message: string; variable: string | number | null }[];
  ready: boolean;
}

const givenBody = (components: TemplateComponent[] | undefined) => components?.find((c) => c.type === "body");

/**
 * POST /chatapp/messages/template/preview: the send's own preparation (the same template
 * lookup, contact facts and resolver) without sending, reporting each body variable's value
 * and where it came from instead of refusing at the first gap. A body component given with
 * the request wins, exactly as it does in the send. What the send would refuse besides body
 * variables (a header variable, media not attached, a dynamic link) is listed in `problems`.
 */
export async function previewTemplateSend({ ctx, input }: { ctx: Ctx; input: SendInputOf<"template"> }): Promise<TemplateSendPreview> {
  const t = await approvedTemplate(ctx, input);
  const { contact, order } = await recipientFacts(ctx, input);
  const body = givenBody(input.components);
  const template = { name: t.name, category: t.category, bodyText: t.definition.bodyText, variableMapping: t.variableMapping };
  const variables: TemplateSendPreview["variables"] = body
    ? (body.parameters ?? []).map((p, i) => {
        const value = typeof p.text === "string" && p.text.trim() ? p.text : null;
        return { variable: i + 1, source: "given" as const, field: null, value, status: value ? ("filled" as const) : ("missing" as const), reason: value ? null : "the given value is empty" };
      })
    : inspectTemplateVariables({ template, contact, order });
  const missing = variables.filter((v) => v.status === "missing").map((v) => v.variable);

  // The rest of the send (header, media, buttons) through the send's own builder, with the
  // body as resolved above; what it would refuse is reported instead of thrown.
  const problems: TemplateSendPreview["problems"] = [];
  const others = (input.components ?? []).filter((c) => c.type !== "body");
  const bodyOf = (blank: (n: number) => string) => ({ type: "body", parameters: variables.map((v) => ({ type: "text", text: v.value ?? blank(v.variable) })) }) as TemplateComponent;
  try {
    templateSendComponents({ template: t, contact, order, components: [...others, ...(variables.length ? [bodyOf(() => "")] : [])] });
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "CONFLICT") throw err;
    const d = (err.details ?? {}) as { reason?: string; variable?: string | number };
    problems.push({ reason: d.reason ?? "conflict", message: err.message, variable: d.variable ?? null });
  }
  // The customer's text; a missing variable stays as its {{n}} so the gap shows.
  const text = renderTemplateText(t, variables.length ? [bodyOf((n) => `{{${n}}}`)] : []);
  return { templateName: t.name, languageCode: t.language, text, variables, missing, problems, ready: !missing.length && !problems.length };
}
