/**
 * `npm run openapi:ids`: rewrites lib/openapi/operation-ids.json from the route contracts.
 * Ids are published (SDK method names): a rename or removal it shows in the diff needs a note
 * in docs/decisions.md ("OpenAPI operation ids").
 */
import { writeFileSync } from "node:fs";
import { OPERATION_IDS_FILE, operationIdsSnapshot } from "@/lib/openapi/operation-ids-file";

writeFileSync(OPERATION_IDS_FILE, operationIdsSnapshot());
console.log(`wrote ${OPERATION_IDS_FILE}`);
