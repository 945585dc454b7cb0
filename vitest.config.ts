import path from "node:path";
import { defineConfig } from "vitest/config";

// `server-only` throws outside React's server condition; tests run server code directly.
const alias = { "@": path.resolve(__dirname), "server-only": path.resolve(__dirname, "node_modules/server-only/empty.js") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["lib/**/*.test.ts", "sdk/src/**/*.test.ts"], exclude: ["lib/**/*.domain.test.ts", "**/node_modules/**"], environment: "node" },
      },
      {
        resolve: { alias },
        // Domain verbs against a real PostgreSQL database, no build and no HTTP: each test
        // runs in a transaction that is rolled back (lib/testing/rolled-back.ts).
        test: {
          name: "domain",
          include: ["lib/**/*.domain.test.ts"],
          environment: "node",
          globalSetup: ["lib/testing/domain-setup.ts"],
          setupFiles: ["lib/testing/domain-env.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["e2e/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["e2e/api/support/global-setup.ts"],
          setupFiles: ["e2e/api/support/setup-env.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files share one server; a few at a time keeps the 2-core machines responsive.
          maxWorkers: 3,
        },
      },
    ],
  },
});
