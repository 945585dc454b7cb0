import { startTestServer } from "../../lib/testing/test-server";
import { reservePort } from "./support/receiver";
import { E2E_PORT } from "./support/server";

/**
 * One `next start` on a fresh, empty database for the whole browser run. The webhook specs'
 * loopback receiver gets a free port now, so the app can be told (design.md's
 * WEBHOOKS_ALLOWED_TARGETS) to deliver to it over plain http.
 */
export default async function globalSetup() {
  const receiverPort = await reservePort();
  // Workers are started after global setup and inherit this.
  process.env.E2E_RECEIVER_PORT = String(receiverPort);
  // One owner drives the whole run at machine speed (the small-screens spec alone loads every
  // dashboard page in under half a minute, each load a dozen reads): more than the 600 a
  // minute a person gets. The limiting is the same code as the tokens' (e2e/api/rate-limit.test.ts).
  const server = await startTestServer("e2e", E2E_PORT, { WEBHOOKS_ALLOWED_TARGETS: `127.0.0.1:${receiverPort}`, RATE_LIMIT_SESSION_PER_MINUTE: "2000" });
  // For the demo-seed screenshots, which run `npm run db:seed` against this server's database.
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  return async () => {
    await server.stop();
  };
}
