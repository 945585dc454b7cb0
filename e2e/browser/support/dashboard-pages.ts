import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { NAV_SECTIONS, SETTINGS_ITEM, SETTINGS_TABS } from "../../../components/dashboard/nav-items";
import { receiverPort } from "./receiver";

/**
 * Every dashboard page, for the sweeps: the navigation config's areas and settings tabs, every
 * other page file without a parameter (the "new" builders), and the detail pages reached from
 * the company's data. Page files are read from app/(dashboard), so a new page joins the sweep
 * by existing; a new page with a parameter fails `detailPages` until it has a source here.
 */
const APP_DIR = path.join(process.cwd(), "app", "(dashboard)");

/** Route patterns of every page file: "/contacts/[id]", "/inbox". */
export function pageRoutes(): string[] {
  const found: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), entry.name.startsWith("(") ? route : `${route}/${entry.name}`);
      else if (entry.name === "page.tsx") found.push(route || "/");
    }
  };
  walk(APP_DIR, "");
  return found.sort();
}

const isDynamic = (route: string) => route.includes("[");

/** The navigation's pages, then the page files it does not list (each once). */
export function staticPages(): string[] {
  const nav = [...NAV_SECTIONS.flatMap((s) => s.items.map((i) => i.href)), SETTINGS_ITEM.href, ...SETTINGS_TABS.map((t) => t.href)];
  return [...new Set([...nav, ...pageRoutes().filter((r) => !isDynamic(r))])];
}

type Listed = { data: { id: string }[] };
type Api = APIRequestContext;

async function firstId(request: Api, url: string): Promise<string | null> {
  const res = await request.get(url);
  if (!res.ok()) throw new Error(`GET ${url}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as Listed;
  return body.data[0]?.id ?? null;
}

async function created(request: Api, url: string, data: unknown): Promise<string> {
  const res = await request.post(url, { data });
  if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

const run = Date.now().toString(36);

/**
 * Where each parameterised page finds an id: the first row of its list, or (for the pages the
 * issue names as overflowing, and those cheap to make) a row created when the list is empty.
 */
const DETAIL_SOURCES: Record<string, (request: Api) => Promise<string | null>> = {
  "/contacts/[id]": async (r) => (await firstId(r, "/api/v1/contacts?limit=1")) ?? created(r, "/api/v1/contacts", { name: `Sweep ${run}`, phone: "+1 555 010 4242" }),
  "/webhooks/[id]": async (r) =>
    (await firstId(r, "/api/v1/webhooks?limit=1")) ?? created(r, "/api/v1/webhooks", { name: `Sweep ${run}`, url: `http://127.0.0.1:${receiverPort()}/sweep`, events: ["contact.*"] }),
  "/web-events/[id]": async (r) => firstId(r, "/api/v1/web-events?limit=1"),
  "/workflows/[workflowId]": async (r) => firstId(r, "/api/v1/workflows?limit=1"),
  "/templates/[templateId]": async (r) => firstId(r, "/api/v1/chatapp/templates?limit=1"),
  "/campaigns/[id]": async (r) => firstId(r, "/api/v1/chatapp/campaigns?limit=1"),
  "/campaigns/[id]/edit": async (r) => firstId(r, "/api/v1/chatapp/campaigns?limit=1&status=DRAFT"),
  "/photoapp/templates/[id]": async (r) => firstId(r, "/api/v1/photoapp/templates?limit=1"),
  "/store/orders/[id]": async (r) => firstId(r, "/api/v1/orders?limit=1"),
  "/settings/inboxes/[inboxId]": async (r) => firstId(r, "/api/v1/inboxes?channel=chatapp"),
};

/** The detail pages with an id from the data; a pattern without data is named in `missing`. */
export async function detailPages(request: Api): Promise<{ pages: string[]; missing: string[] }> {
  const pages: string[] = [];
  const missing: string[] = [];
  for (const route of pageRoutes().filter(isDynamic)) {
    const source = DETAIL_SOURCES[route];
    if (!source) throw new Error(`No id source for ${route}: add one to DETAIL_SOURCES in e2e/browser/support/dashboard-pages.ts`);
    const id = await source(request);
    if (id) pages.push(route.replace(/\[[^\]]+\]/, encodeURIComponent(id)));
    else missing.push(route);
  }
  return { pages, missing };
}

/** An open conversation in the inbox (the thread pane is its own layout on phones). */
export async function conversationPage(request: Api): Promise<string> {
  const id = (await firstId(request, "/api/v1/conversations?limit=1")) ?? ((await (await request.post("/api/v1/chatapp/sandbox/inbound", { data: { from: "+1 555 010 4243", name: `Sweep ${run}`, text: "Hello from a small screen" } })).json()) as { conversationId: string }).conversationId;
  return `/inbox?c=${encodeURIComponent(id)}`;
}
