import { ApiReference } from "@scalar/nextjs-api-reference";

// GET /docs - the interactive API reference over /api/v1/openapi.json. Its script is served
// from the installed package (/docs/scalar.js): no CDN, no remote fonts, no AI agent.
export const GET = ApiReference({
  url: "/api/v1/openapi.json",
  cdn: "/docs/scalar.js",
  pageTitle: "Service API reference",
  withDefaultFonts: false,
  showDeveloperTools: "never",
  agent: { disabled: true },
  telemetry: false,
  theme: "default",
} as Parameters<typeof ApiReference>[0]);
