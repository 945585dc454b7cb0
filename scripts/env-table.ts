/**
 * `npm run docs:env`: rewrites README.md's configuration tables from the declarations in
 * lib/config/variables/ (lib/config/env.test.ts fails while the two differ).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withEnvTable } from "@/lib/config/variables/table";

const file = path.resolve("README.md");
const before = readFileSync(file, "utf8");
const after = withEnvTable(before);
if (after === before) console.log("README.md's configuration tables are up to date");
else {
  writeFileSync(file, after);
  console.log("README.md's configuration tables rewritten from lib/config/variables/");
}
