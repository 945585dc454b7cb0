import "server-only";
import { timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/domain/errors";
import { callbackSchema } from "./callback-schema";
import { acceptCallback } from "./inbox";
import { verifyHubSignature } from "../signature";

const MAX_CALLBACK_BYTES = 3 * 1024 * 1024;

export async function handleChatappVerify(query: { "hub.mode"?: string; "hub.verify_token"?: string; "hub.challenge"?: string }) {
  const expected = process.env.CHATAPP_VERIFY_TOKEN;
  const given = query["hub.verify_token"] ?? "";
  const ok = !!expected && query["hub.mode"] === "subscribe" && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) throw new AppError("FORBIDDEN", "hub.verify_token does not match");
  return new Response(query["hub.challenge"] ?? "", { status: 200, headers: { "content-type": "text/plain" } });
}

/** Verify over the raw bytes first (parsing and re-serialising would change them), then process. */
export async function handleChatappCallback(req: Request) {
  // Refuse a declared oversize body before reading it into memory.
  if (Number(req.headers.get("content-length") ?? 0) > MAX_CALLBACK_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "body: larger than 3 MB");
  const raw = await req.text();
  if (Buffer.byteLength(raw) > MAX_CALLBACK_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "body: larger than 3 MB");
  if (!verifyHubSignature(raw, req.headers.get("x-hub-signature-256"))) throw AppError.unauthorized("X-Hub-Signature-256 does not match the body");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw AppError.validation([{ path: "body", message: "is not valid JSON" }]);
  }
  const parsed = callbackSchema.safeParse(json);
  if (!parsed.success) throw AppError.validation(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  return acceptCallback(parsed.data, raw);
}
