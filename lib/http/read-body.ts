import { AppError } from "@/lib/domain/errors";

const tooLarge = (maxBytes: number) =>
  new AppError("PAYLOAD_TOO_LARGE", `body: larger than ${maxBytes >= 1024 * 1024 ? `${+(maxBytes / 1024 / 1024).toFixed(1)} MB` : maxBytes >= 1024 ? `${+(maxBytes / 1024).toFixed(1)} KB` : `${maxBytes} bytes`}`, { maxBytes });

/**
 * The one way this service reads a request body: a declared Content-Length over the cap is
 * refused before reading, and a body without one (chunked) is read only up to the cap, then
 * the stream is cancelled and 413 thrown, so a 200 MB upload never sits in memory. Every
 * route's body goes through here (lib/http/parse.ts, channel, store and web-event callbacks,
 * next-auth's forms).
 */
export async function readBodyBytes(req: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The body as text (UTF-8, a leading BOM dropped, as Request.text() does), read with the cap. */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(req, maxBytes));
}

/**
 * A copy of the request whose body was read with the cap, for code that reads the body itself
 * (next-auth): it then reads the buffered copy, never the socket.
 */
export async function withCappedBody(req: Request, maxBytes: number): Promise<Request> {
  if (req.method === "GET" || req.method === "HEAD" || !req.body) return req;
  const body = await readBodyBytes(req, maxBytes);
  return new Request(req.url, { method: req.method, headers: req.headers, body: body as BodyInit, signal: req.signal });
}
