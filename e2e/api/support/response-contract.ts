import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { inject } from "vitest";

/**
 * Checks real answers against the served OpenAPI document, so the document cannot drift from
 * what the routes do: a 200 must match its operation's response schema, and any error the
 * common Error body. Every `call()` of the integration suite and every SDK call goes through it.
 */
type Doc = { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>> };

let loaded: Promise<{ doc: Doc; ajv: Ajv2020; templates: { path: string; re: RegExp; fixed: number }[] }> | undefined;

function load() {
  loaded ??= (async () => {
    const doc = (await (await fetch(`${inject("baseUrl")}/api/v1/openapi.json`)).json()) as Doc;
    // The document is no JSON Schema itself, but its schemas are (OpenAPI 3.1 = draft 2020-12),
    // and adding it whole lets their `#/components/schemas/...` references resolve.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, "openapi");
    const templates = Object.keys(doc.paths).map((path) => ({
      path,
      re: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^/]+?\\?\}/g, "[^/]+")}/?$`),
      fixed: path.split("/").filter((s) => s && !s.startsWith("{")).length,
    }));
    return { doc, ajv, templates };
  })();
  return loaded;
}

// A JSON pointer inside a URI fragment: `~` and `/` escaped, then `{` and `}` percent-encoded.
const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/");
const validators = new Map<string, ValidateFunction>();

function validator(ajv: Ajv2020, ref: string): ValidateFunction {
  let v = validators.get(ref);
  if (!v) validators.set(ref, (v = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref })));
  return v;
}

/** What is wrong with this answer by the document; empty when it matches or is not the API's JSON. */
export async function responseProblems(method: string, url: string, status: number, contentType: string | null, body: unknown): Promise<string[]> {
  const path = new URL(url, "http://x").pathname;
  if (!path.startsWith("/api/") || !contentType?.includes("application/json")) return [];
  const { doc, ajv, templates } = await load();
  // The most specific template wins, as in the router (`/contacts/search` over `/contacts/{id}`).
  const match = templates.filter((t) => t.re.test(path)).sort((a, b) => b.fixed - a.fixed)[0];
  const op = match && doc.paths[match.path][method.toLowerCase()];
  let ref: string;
  if (status >= 400) ref = "openapi#/components/schemas/Error";
  else if (!op) return [`${method} ${path} answered ${status} but the document has no such operation`];
  else if (!op.responses?.[status]?.content?.["application/json"]) return [`${method} ${match.path} answered ${status}, which the document does not list`];
  else ref = `openapi#/${pointer("paths", match.path, method.toLowerCase(), "responses", String(status), "content", "application/json", "schema")}`;
  const validate = validator(ajv, ref);
  if (validate(body)) return [];
  return (validate.errors ?? []).slice(0, 5).map((e) => `${method} ${match?.path ?? path} ${status}: body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}

/** Throws when the answer does not match the document (tests call this after every request). */
export async function expectDocumented(method: string, url: string, response: Response, body: unknown) {
  const problems = await responseProblems(method, url, response.status, response.headers.get("content-type"), body);
  if (problems.length) throw new Error(`The answer does not match the OpenAPI document:\n${problems.join("\n")}\nbody: ${JSON.stringify(body).slice(0, 2000)}`);
}
