import type { IncomingMessage, ServerResponse } from "node:http";

/** What the fake platforms (fake-*.ts) share: a JSON answer and the request's bytes. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const readText = async (req: IncomingMessage) => (await readBytes(req)).toString("utf8");
