import path from "node:path";
import { ALL_ROUTES } from "./all-routes";
import { operationIds } from "./operation-id";

/** The committed snapshot of every published operation id, "METHOD path" → id. */
export const OPERATION_IDS_FILE = path.resolve("lib/openapi/operation-ids.json");

/** What the snapshot must hold: one line per operation, sorted, with a final newline. */
export function operationIdsSnapshot(): string {
  return JSON.stringify(operationIds(ALL_ROUTES), null, 2) + "\n";
}
