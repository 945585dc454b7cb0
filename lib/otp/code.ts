import "server-only";
import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/config/secrets";

/** A code of `length` digits, each from the CSPRNG (randomInt is uniform; no modulo bias). */
export function generateCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

// A key of its own, derived from the auth secret like the other derived keys, so a stolen
// table of hashes cannot be brute-forced over the million six-digit codes without it.
function otpKey(): Buffer {
  return createHash("sha256").update(`${authSecret()}:otp-codes`).digest();
}

/** HMAC-SHA256 over the code's row id and the code: the only form a code is stored in. */
export function hashCode(id: string, code: string): string {
  return createHmac("sha256", otpKey()).update(`${id}:${code}`).digest("hex");
}

/** Constant-time comparison of a try with the stored hash. */
export function codeMatches(id: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(id, code), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
