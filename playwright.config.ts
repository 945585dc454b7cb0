import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e/browser/support/server";

/**
 * Browser tests against the built app (`npx next build` first) on a fresh database that
 * global-setup creates. first-run.spec.ts must meet an empty database, so it is its own
 * project and every other spec depends on it: Playwright runs it first, even when you
 * name just one other spec on the command line.
 */
export default defineConfig({
  testDir: "e2e/browser",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  globalSetup: "./e2e/browser/global-setup.ts",
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium; Playwright never downloads its own browsers here.
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "first-run", testMatch: /first-run\.spec\.ts$/ },
    { name: "dashboard", testMatch: /\.spec\.ts$/, testIgnore: /first-run\.spec\.ts$/, dependencies: ["first-run"] },
  ],
});
