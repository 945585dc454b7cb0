/**
 * bench:inbound's baseline: a bare Node `http` server doing the identical work of the app's
 * callback route (signature check over the raw body, then the same acceptCallback: processed
 * at once while there is room, else stored in the inbox for the worker) with no Next.js, no
 * wrapper and no logging.
 */
import http from "node:http";
import { callbackSchema } from "@/lib/channels/chatapp/messaging/inbound/callback-schema";
import { acceptCallback } from "@/lib/channels/chatapp/messaging/inbound/inbox";
import { env } from "@/lib/config/env";
import { verifyHubSignature } from "@/lib/channels/chatapp/messaging/signature";

const port = Number(process.env.BASELINE_PORT ?? 3301);

http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      if (!verifyHubSignature(raw, req.headers["x-hub-signature-256"] as string | undefined ?? null, env().CHATAPP_APP_SECRET)) {
        res.writeHead(401).end();
        return;
      }
      try {
        const summary = await acceptCallback(callbackSchema.parse(JSON.parse(raw)), raw);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(summary));
      } catch (err) {
        res.writeHead(500).end(String((err as Error).message));
      }
    });
  })
  .listen(port, "127.0.0.1", () => console.log(`baseline listening on ${port}`));
