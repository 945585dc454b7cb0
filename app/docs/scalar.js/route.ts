import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

const BUNDLE = path.join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js");

// GET /docs/scalar.js - the API reference's browser bundle, streamed from node_modules
export async function GET() {
  const info = await stat(BUNDLE);
  return new Response(Readable.toWeb(createReadStream(BUNDLE)) as ReadableStream, {
    headers: {
      "content-type": "application/javascript; charset=utf-8",
      "content-length": String(info.size),
      "cache-control": "public, max-age=86400",
    },
  });
}
