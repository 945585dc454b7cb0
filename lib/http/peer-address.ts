import type { IncomingMessage, Server } from "node:http";
import { PEER_HEADER } from "./client-ip";

const g = globalThis as unknown as { __peerStamped?: boolean };

/**
 * Stamps every incoming request with its TCP peer's address (PEER_HEADER) before Next.js sees
 * it; the route handlers get no socket, and Next keeps a client's own X-Forwarded-For. A
 * client-sent header of that name is overwritten. Called once at start (instrumentation).
 */
export function stampPeerAddresses(http: { Server: typeof Server }) {
  if (g.__peerStamped) return;
  g.__peerStamped = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "";
    }
    return (emit as (this: Server, event: string, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as Server["emit"];
}
