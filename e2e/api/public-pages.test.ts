import { describe, expect, inject, it } from "vitest";

/**
 * What a browser fetches before anyone signs in: the favicon (every browser asks for
 * /favicon.ico, whatever the page's <link> says), the app icon and the branded 404.
 */
const get = (path: string) => fetch(`${inject("baseUrl")}${path}`, { redirect: "manual" });

describe("public pages and icons", () => {
  it("serves /favicon.ico as an icon, without a session", async () => {
    const res = await get("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The ICO header: reserved 0, type 1 (icon), then at least one image.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);
  });

  it("links the SVG icon from every page, and serves it", async () => {
    const html = await (await get("/login")).text();
    const href = /<link rel="icon" href="(\/icon\.svg[^"]*)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const res = await get(href!.replace(/&amp;/g, "&"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("answers an unknown page with the branded 404 and a way back", async () => {
    const res = await get("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("This page does not exist");
    expect(html).toContain('href="/inbox"');
  });

  it("puts a way back to the dashboard on the API reference", async () => {
    const res = await get("/docs");
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<a href="\/inbox" data-testid="docs-back"[^>]*>&larr; Back to the dashboard<\/a>/);
  });
});
