import "server-only";
import bcrypt from "bcryptjs";
import { env } from "@/lib/config/env";

// bcryptjs: maintained, pure JavaScript (no native build or prebuilt binary to fetch).
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, env().BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// A real hash to compare against when the email is unknown, so timing doesn't reveal it.
const DUMMY_HASH = "$2b$12$C6UzMDM.H6dfI/f/IKxGhuH0h1ZFGZb3JY1Jpz8c.8Ar9aZCGA8Tq";
export async function burnPasswordCheck(password: string): Promise<void> {
  await bcrypt.compare(password, DUMMY_HASH);
}
