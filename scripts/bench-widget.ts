/**
 * `npx tsx --conditions=react-server scripts/bench-widget.ts` (npm run bench:widget): the website chat's embedded
 * script, measured. Size: the bundle minified, gzipped (-9) and brotli, and what a browser
 * actually transferred for GET /widget.js from the built app (needs `next build`). Time to
 * interactive: Debian's Chromium opens a page on another origin with the one-line snippet and
 * records, from navigation start, when the launcher is drawn and clickable (script fetched and
 * run, config answered). Cold (new browser context, empty cache) and warm (same context,
 * reloads), WIDGET_BENCH_RUNS each (default 20). Figures go to docs/benchmarks/widget.json.
 */
import "./bench/production-env";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium, type BrowserContext } from "@playwright/test";
import { buildWidgetBundle } from "@/lib/widget/embed-build";
import { startTestServer } from "@/lib/testing/test-server";

const PORT = Number(process.env.BENCH_PORT ?? 3330);
const RUNS = Number(process.env.WIDGET_BENCH_RUNS ?? 20);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const round = (n: number) => Math.round(n * 10) / 10;

async function loadOnce(ctx: BrowserContext, url: string, appBase: string) {
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: "commit" });
  // A string, not a function: tsx's transform would add helpers the page does not have.
  const t = (await page.evaluate(`new Promise((resolve) => {
    const tick = () => {
      const btn = document.getElementById("svc-chat-widget")?.shadowRoot?.querySelector(".launch");
      if (btn && btn.offsetWidth > 0) {
        const nav = performance.getEntriesByType("navigation")[0];
        resolve({ interactive: performance.now(), dcl: nav.domContentLoadedEventEnd });
      } else requestAnimationFrame(tick);
    };
    tick();
  })`)) as { interactive: number; dcl: number };
  const transfer = (await page.evaluate(`(() => {
    const e = performance.getEntriesByName(${JSON.stringify(appBase + "/widget.js")})[0];
    return e ? { encoded: e.encodedBodySize, decoded: e.decodedBodySize, transfer: e.transferSize } : null;
  })()`)) as { encoded: number; decoded: number; transfer: number } | null;
  await page.close();
  return { ...t, transfer };
}

/** What GET /widget.js puts on the wire for a browser that accepts gzip and brotli. */
async function overHttp(url: string) {
  const { get } = await import("node:http");
  return new Promise<{ bytes: number; encoding: string | null; cacheControl: string | null }>((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => resolve({ bytes, encoding: (res.headers["content-encoding"] as string) ?? null, cacheControl: (res.headers["cache-control"] as string) ?? null }));
    }).on("error", reject);
  });
}

async function main() {
  const code = await buildWidgetBundle();
  const size = { minified: code.length, gzip9: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length };
  console.log(`bundle: ${size.minified} B minified, ${size.gzip9} B gzip -9, ${size.brotli} B brotli`);

  const server = await startTestServer("benchwidget", PORT);
  Object.assign(process.env, server.env);
  const { insertCompany } = await import("@/lib/company/create-company");
  const { getDb, closeDb } = await import("@/db/client");
  const { systemCtx } = await import("@/lib/domain/context");
  const { updateWidgetSettings } = await import("@/lib/widget/settings");
  const { createServer } = await import("node:http");
  const company = await insertCompany(getDb(), { name: "Bench Shoes", slug: `bench-widget-${Date.now()}` });
  const site = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><html><body><h1>Shop</h1><script src="${server.baseUrl}/widget.js" data-company="${company.id}" async></script></body></html>`));
  await new Promise<void>((r) => site.listen(PORT + 1, "127.0.0.1", r));
  const siteUrl = `http://127.0.0.1:${PORT + 1}`;
  await updateWidgetSettings({ ctx: systemCtx(company.id), input: { enabled: true, allowedOrigins: [siteUrl] } });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    // One unmeasured load compiles the routes once.
    await loadOnce(await browser.newContext(), siteUrl, server.baseUrl);
    const cold: Awaited<ReturnType<typeof loadOnce>>[] = [];
    for (let i = 0; i < RUNS; i++) {
      const ctx = await browser.newContext();
      cold.push(await loadOnce(ctx, siteUrl, server.baseUrl));
      await ctx.close();
    }
    const warmCtx = await browser.newContext();
    await loadOnce(warmCtx, siteUrl, server.baseUrl);
    const warm: Awaited<ReturnType<typeof loadOnce>>[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await loadOnce(warmCtx, siteUrl, server.baseUrl));
    const summary = (xs: typeof cold) => ({
      interactiveMs: { p50: round(pct(xs.map((x) => x.interactive), 50)), p95: round(pct(xs.map((x) => x.interactive), 95)) },
      domContentLoadedMs: { p50: round(pct(xs.map((x) => x.dcl), 50)) },
      widgetJs: xs[0].transfer,
    });
    const served = await overHttp(`${server.baseUrl}/widget.js`);
    console.log(`GET /widget.js: ${served.bytes} B on the wire (${served.encoding ?? "identity"}), ${served.cacheControl}`);
    const figures = { at: new Date().toISOString(), machine: { cpus: os.cpus().length, load: os.loadavg().map(round) }, runs: RUNS, bundle: size, served, cold: summary(cold), warm: summary(warm) };
    console.log(JSON.stringify(figures, null, 2));
    mkdirSync("docs/benchmarks", { recursive: true });
    writeFileSync("docs/benchmarks/widget.json", JSON.stringify(figures, null, 2) + "\n");
  } finally {
    await browser.close();
    site.close();
    await closeDb();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
