import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { E2E_BASE_URL } from "./server";

/**
 * A customer's website on another origin (its own port on loopback): one page with the
 * snippet pointing at the app, and some CSS of its own that must not reach the widget.
 */
export async function startSite(companyId: string): Promise<{ origin: string; close(): Promise<void> }> {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Blue Shoes</title>
<style>body{font-family:Georgia,serif;margin:40px;background:#fffbe8} button{background:red!important;border-radius:0!important} *{letter-spacing:2px}</style></head>
<body><h1>Blue Shoes</h1><p>Hand-made shoes since 1952.</p>
<script src="${E2E_BASE_URL}/widget.js" data-company="${companyId}" async></script></body></html>`;
  const server: Server = createServer((req, res) => {
    if (req.url === "/favicon.ico") return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
