import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildWidgetBundle, bundleModule } from "./embed-build";

describe("the widget bundle", () => {
  it("is the build of lib/widget/embed/ (run `npx tsx scripts/build-widget.ts` after changing it)", async () => {
    const code = await buildWidgetBundle();
    expect(readFileSync("lib/widget/embed-bundle.generated.ts", "utf8")).toBe(bundleModule(code));
  }, 30_000);

  it("stays under 30 KB gzipped", async () => {
    const code = await buildWidgetBundle();
    expect(gzipSync(code).length).toBeLessThan(30 * 1024);
  }, 30_000);
});
