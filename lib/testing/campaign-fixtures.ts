import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { templates } from "@/db/schema";
import { newId } from "@/lib/ids";

/**
 * An APPROVED marketing template of the company, written directly (the templates API and its
 * review are tested on their own): "Hi {{1}}, our sale starts today." with {{1}} mapped to
 * the contact's first name, and the buttons given.
 */
export async function approvedTemplateOf(companyId: string, over: { buttons?: Record<string, unknown>[]; bodyText?: string; mapping?: Record<string, unknown> | null; status?: "APPROVED" | "PENDING" } = {}) {
  const id = newId("tpl");
  const name = `sale_${randomBytes(4).toString("hex")}`;
  await getDb()
    .insert(templates)
    .values({
      id,
      companyId,
      name,
      language: "en",
      category: "MARKETING",
      status: over.status ?? "APPROVED",
      definition: { headerType: "NONE", bodyText: over.bodyText ?? "Hi {{1}}, our sale starts today.", bodyExamples: ["Ana"], buttons: (over.buttons ?? []) as never, carouselCards: [], authSecurityDisclaimer: true },
      variableMapping: (over.mapping === undefined ? { "1": { type: "contact_field", value: "firstName" } } : over.mapping) as never,
    });
  return { id, name };
}
