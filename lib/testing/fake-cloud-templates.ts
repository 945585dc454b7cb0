import { randomBytes, randomInt } from "node:crypto";

/**
 * The business-account side of the fake Cloud API: message templates on /{waba-id}/message_templates
 * and the app's resumable upload (/{app-id}/uploads, then /upload:{session}), in the
 * platform's request and answer shapes. fake-cloud-api.ts routes to it.
 */
export interface FakeTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  components: unknown[];
  status: string;
  rejected_reason?: string;
  quality_score?: { score: string };
}

type Answer = { status: number; body: unknown };
type Req = { method: string; query: Record<string, string>; headers: Record<string, string>; json?: unknown; raw: Buffer };

const trace = () => randomBytes(9).toString("base64url");
const invalid = (message: string, subcode?: number): Answer => ({
  status: 400,
  body: { error: { message, type: "OAuthException", code: 100, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: trace() } },
});
const ok = (body: unknown): Answer => ({ status: 200, body });
const PAGE = 2; // small on purpose, so sync's paging is exercised with a handful of templates

export function createFakeTemplateStore() {
  const byWaba = new Map<string, FakeTemplate[]>();
  const sessions = new Map<string, { length: number; type: string; name: string }>();
  const list = (waba: string) => byWaba.get(waba) ?? byWaba.set(waba, []).get(waba)!;

  function templates(waba: string, req: Req): Answer {
    const all = list(waba);
    if (req.method === "POST") {
      const b = (req.json ?? {}) as Partial<FakeTemplate>;
      if (!b.name) return invalid("(#100) The parameter name is required.");
      if (!b.language) return invalid("(#100) The parameter language is required.");
      if (!b.category) return invalid("(#100) The parameter category is required.");
      if (!Array.isArray(b.components) || !b.components.length) return invalid("(#100) The parameter components is required.");
      if (all.some((t) => t.name === b.name && t.language === b.language)) return invalid("Message template already exists", 2388024);
      const t: FakeTemplate = { id: String(randomInt(100_000_000_000, 999_999_999_999)), name: b.name, language: b.language, category: b.category, components: b.components, status: "PENDING" };
      all.push(t);
      return ok({ id: t.id, status: t.status, category: t.category });
    }
    if (req.method === "GET") {
      const start = req.query.after ? Number(Buffer.from(req.query.after, "base64url").toString()) : 0;
      const limit = Math.min(Number(req.query.limit ?? PAGE), PAGE);
      const page = all.slice(start, start + limit);
      const cursor = (i: number) => Buffer.from(String(i)).toString("base64url");
      const more = start + limit < all.length;
      return ok({ data: page, paging: { cursors: { before: cursor(start), after: cursor(start + page.length) }, ...(more ? { next: `https://graph.example/${waba}/message_templates?after=${cursor(start + page.length)}` } : {}) } });
    }
    if (req.method === "DELETE") {
      if (!req.query.name) return invalid("(#100) The parameter name is required.");
      const kept = all.filter((t) => t.name !== req.query.name);
      if (kept.length === all.length) return invalid("Template name does not exist in the translation", 2593002);
      byWaba.set(waba, kept);
      return ok({ success: true });
    }
    return invalid(`Unsupported ${req.method.toLowerCase()} request.`);
  }

  function startUpload(req: Req): Answer {
    const length = Number(req.query.file_length);
    if (!Number.isInteger(length) || length <= 0) return invalid("(#100) The parameter file_length is required.");
    if (!req.query.file_type) return invalid("(#100) The parameter file_type is required.");
    const id = `upload:${randomBytes(18).toString("base64url")}`;
    sessions.set(id, { length, type: req.query.file_type, name: req.query.file_name ?? "file" });
    return ok({ id });
  }

  function upload(sessionId: string, req: Req): Answer {
    const s = sessions.get(sessionId);
    if (!s) return invalid(`Unsupported post request. Object with ID '${sessionId}' does not exist.`);
    if (req.headers.file_offset !== "0") return invalid("(#100) file_offset must be 0 for a new upload");
    if (req.raw.length !== s.length) return invalid(`(#100) Uploaded ${req.raw.length} bytes; the session declared ${s.length}`);
    sessions.delete(sessionId);
    return ok({ h: `4::${Buffer.from(s.type).toString("base64")}:ARb${randomBytes(30).toString("base64url")}` });
  }

  return {
    templates,
    startUpload,
    upload,
    all: (waba: string) => list(waba),
    /** A template created in the platform's own tools (sync imports it). */
    add(waba: string, t: Omit<FakeTemplate, "id"> & { id?: string }) {
      const full = { id: String(randomInt(100_000_000_000, 999_999_999_999)), ...t };
      list(waba).push(full);
      return full;
    },
    /** A review decision or quality change made on the platform (sync picks it up). */
    update(waba: string, name: string, language: string, patch: Partial<FakeTemplate>) {
      const t = list(waba).find((x) => x.name === name && x.language === language);
      if (t) Object.assign(t, patch);
      return t ?? null;
    },
    reset: () => {
      byWaba.clear();
      sessions.clear();
    },
  };
}
