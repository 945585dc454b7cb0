import { startTestServer } from "../../lib/testing/test-server";
import { E2E_PORT } from "./support/server";

/** One `next start` on a fresh, empty database for the whole browser run. */
export default async function globalSetup() {
  const server = await startTestServer("e2e", E2E_PORT);
  return async () => {
    await server.stop();
  };
}
