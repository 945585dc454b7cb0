import type { CloudObject, CloudTemplate } from "@/lib/templates/components";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { createGraphCaller, type GraphOptions } from "./graph-call";

/** A template as GET /{waba-id}/message_templates lists it. */
export interface PlatformTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  components: CloudObject[];
  qualityScore: string | null;
  rejectedReason: string | null;
}

export interface TemplatePage {
  data: PlatformTemplate[];
  /** The cursor of the next page; null on the last one. */
  after: string | null;
}

const TEMPLATE_LIST_FIELDS = "id,name,language,status,category,components,quality_score,rejected_reason";

const str = (v: unknown) => (typeof v === "string" && v ? v : null);

function toPlatformTemplate(raw: Record<string, unknown>): PlatformTemplate | null {
  const id = str(raw.id) ?? (typeof raw.id === "number" ? String(raw.id) : null);
  const name = str(raw.name);
  const language = str(raw.language);
  if (!id || !name || !language) return null;
  const quality = raw.quality_score as { score?: unknown } | undefined;
  return {
    id,
    name,
    language,
    status: str(raw.status) ?? "PENDING",
    category: str(raw.category) ?? "UTILITY",
    components: Array.isArray(raw.components) ? (raw.components as CloudObject[]) : [],
    qualityScore: str(quality?.score),
    rejectedReason: str(raw.rejected_reason),
  };
}

/**
 * The template edges of the Cloud API: templates live on the business account (WABA), media
 * samples for review go through the app's resumable upload (POST /{app-id}/uploads, then the
 * bytes to the session), which answers the handle a template's example takes.
 */
export function createCloudTemplateClient(opts: GraphOptions & { wabaId: string; appId?: string | null }) {
  const { call, postJson } = createGraphCaller(opts);
  const wabaPath = `/${encodeURIComponent(opts.wabaId)}/message_templates`;

  return {
    async createTemplate(template: CloudTemplate): Promise<{ platformTemplateId: string; status: string }> {
      const res = (await postJson(wabaPath, template)) as { id?: unknown; status?: unknown } | null;
      const id = str(res?.id) ?? (typeof res?.id === "number" ? String(res.id) : null);
      if (!id) throw new CloudApiError({ httpStatus: 200, code: null, message: "chatapp platform answered without a template id" });
      return { platformTemplateId: id, status: str(res?.status) ?? "PENDING" };
    },

    async listTemplates(after?: string | null): Promise<TemplatePage> {
      const q = new URLSearchParams({ fields: TEMPLATE_LIST_FIELDS, limit: "100" });
      if (after) q.set("after", after);
      const res = (await call("GET", `${wabaPath}?${q}`)) as { data?: unknown; paging?: { cursors?: { after?: unknown }; next?: unknown } } | null;
      const data = Array.isArray(res?.data) ? (res.data as Record<string, unknown>[]).map(toPlatformTemplate).filter((t): t is PlatformTemplate => t !== null) : [];
      // The platform gives a cursor on every page; only `next` says another page exists.
      return { data, after: res?.paging?.next ? str(res.paging.cursors?.after) : null };
    },

    /** Deletes every language of the name. */
    async deleteTemplate(name: string): Promise<void> {
      await call("DELETE", `${wabaPath}?${new URLSearchParams({ name })}`);
    },

    async uploadForTemplate(file: { bytes: Uint8Array; mimeType: string; filename: string }): Promise<{ handle: string }> {
      if (!opts.appId) throw new CloudApiError({ httpStatus: 0, code: null, message: "CHATAPP_APP_ID is not set: template media samples need the app's resumable upload" });
      const q = new URLSearchParams({ file_name: file.filename, file_length: String(file.bytes.length), file_type: file.mimeType });
      const session = (await call("POST", `/${encodeURIComponent(opts.appId)}/uploads?${q}`)) as { id?: unknown } | null;
      const sessionId = str(session?.id);
      if (!sessionId?.startsWith("upload:")) throw new CloudApiError({ httpStatus: 200, code: null, message: "chatapp platform answered without an upload session" });
      const bytes = file.bytes as Uint8Array<ArrayBuffer>;
      const res = (await call("POST", `/${sessionId}`, () => bytes, { Authorization: `OAuth ${opts.accessToken}`, file_offset: "0", "Content-Type": "application/octet-stream" })) as { h?: unknown } | null;
      const handle = str(res?.h);
      if (!handle) throw new CloudApiError({ httpStatus: 200, code: null, message: "chatapp platform answered without a file handle" });
      return { handle };
    },
  };
}
