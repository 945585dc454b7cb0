/**
 * Builds the website chat's embedded script (lib/widget/embed/main.ts) into one minified
 * file and writes it as lib/widget/embed-bundle.generated.ts, which GET /widget.js serves.
 * Run after changing lib/widget/embed/: `npx tsx scripts/build-widget.ts` (a unit test fails
 * while the committed bundle is stale).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildWidgetBundle, bundleModule } from "../lib/widget/embed-build";

void buildWidgetBundle().then((code) => {
  const out = path.resolve("lib/widget/embed-bundle.generated.ts");
  writeFileSync(out, bundleModule(code));
  console.log(`wrote ${path.relative(process.cwd(), out)}: ${code.length} bytes minified`);
});
