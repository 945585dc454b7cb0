import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run screenshots`: pictures of the dashboard in both themes, written to screenshots/
 * for a person to look over. Not tests (they assert only that pages loaded), so they stay out
 * of `npm test` and its count. Needs a build (`npm run build`) like the e2e suite.
 */
export default defineConfig({
  ...base,
  testDir: "e2e/screenshots",
  retries: 0,
  reporter: [["list"]],
  projects: [{ name: "screenshots", testMatch: /\.spec\.ts$/ }],
});
