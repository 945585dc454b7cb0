import { randomUUID } from "node:crypto";

/** A caller's own request id is kept when it is plain (it ends up in logs and bodies); else a new one. */
export function requestIdOf(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && /^[\w.-]{1,100}$/.test(given) ? given : `req_${randomUUID().replace(/-/g, "")}`;
}
