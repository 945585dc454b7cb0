import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { openApiDocument } from "./document";

/** The SDK's generated types, committed so integrators need no generator (sdk/README in README.md). */
export const SDK_TYPES_FILE = path.resolve("sdk/src/generated/openapi.ts");

const HEADER = `/**
 * Generated from the service's OpenAPI document by \`npm run sdk:generate\` (openapi-typescript).
 * Do not edit: a unit test fails when this file differs from what the routes generate.
 */

`;

/** The TypeScript types of every path, operation and schema of the document, as text. */
export async function sdkTypesSource(): Promise<string> {
  // A copy: the document is cached for the app, and the generator is free to annotate its input.
  const doc = structuredClone(openApiDocument());
  // defaultNonNullable off: a request field with a default is optional to the caller.
  const ast = await openapiTS(doc as Parameters<typeof openapiTS>[0], { alphabetize: true, silent: true, defaultNonNullable: false });
  return HEADER + astToString(ast);
}
