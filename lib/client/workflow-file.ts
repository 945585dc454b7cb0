import type { z } from "zod";
import { exportSchema } from "@/lib/workflows/schemas";

/** Export files: their name, the download, and reading one back before it is sent to the API. */

export type ExportDocument = z.output<typeof exportSchema>;

/** "Welcome new contacts" → "welcome-new-contacts.workflow.json". */
export function exportFileName(name: string): string {
  const slug = name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
  return `${slug || "workflow"}.workflow.json`;
}

/** Saves `data` as a JSON file through a temporary link (the browser's own download). */
export function downloadJson(filename: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next tick: Chromium starts the download from the click.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The file checked with the API's own schema, so a wrong file is named at once, with the field
 * at fault, instead of after an upload.
 */
export function parseWorkflowFile(text: string): { ok: true; document: ExportDocument } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: "The file is not JSON. Choose a file made by “Export JSON”." };
  }
  const parsed = exportSchema.safeParse(json);
  if (parsed.success) return { ok: true, document: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue.path.map(String).join(".");
  if (path === "format" || path === "formatVersion") return { ok: false, message: "This is not a workflow export (its format is not service.workflow, version 1)." };
  return { ok: false, message: `The file is not a valid workflow export: ${path ? `${path} ` : ""}${issue.message}` };
}
