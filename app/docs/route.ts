import { ApiReference } from "@scalar/nextjs-api-reference";

// The interactive API reference over /api/v1/openapi.json. Its script is served from the
// installed package (/docs/scalar.js): no CDN, no remote fonts, no AI agent.
const reference = ApiReference({
  url: "/api/v1/openapi.json",
  cdn: "/docs/scalar.js",
  pageTitle: "Service API reference",
  withDefaultFonts: false,
  showDeveloperTools: "never",
  agent: { disabled: true },
  telemetry: false,
  theme: "default",
} as Parameters<typeof ApiReference>[0]);

// Scalar has no setting for a link out of the reference, so the page gets one of its own: a
// small fixed pill back to the dashboard (people reach /docs from the sidebar and need a way back).
const BACK_LINK = `<a href="/inbox" data-testid="docs-back" style="position:fixed;right:16px;bottom:16px;z-index:1000;display:inline-flex;align-items:center;gap:6px;padding:8px 14px;border-radius:9999px;background:#00786f;color:#f0fdfa;font:500 14px/1.2 system-ui,sans-serif;text-decoration:none;box-shadow:0 2px 8px rgb(0 0 0 / .2)">&larr; Back to the dashboard</a>`;

// GET /docs - the API reference page, with a way back to the dashboard
export async function GET() {
  const res = reference();
  const html = (await res.text()).replace(/<body([^>]*)>/, `<body$1>${BACK_LINK}`);
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(html, { status: res.status, headers });
}
