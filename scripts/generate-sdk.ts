/**
 * `npm run sdk:generate`: rewrites the SDK's types (sdk/src/generated/openapi.ts) from the
 * route contracts, through the same OpenAPI document the app serves.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SDK_TYPES_FILE, sdkTypesSource } from "@/lib/openapi/sdk-types";

async function main() {
  mkdirSync(path.dirname(SDK_TYPES_FILE), { recursive: true });
  writeFileSync(SDK_TYPES_FILE, await sdkTypesSource());
  console.log(`wrote ${SDK_TYPES_FILE}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
