import { test as base, expect } from "@playwright/test";

/**
 * `test` that also fails on what a person wouldn't see in a screenshot: uncaught errors and
 * console errors (React hydration mismatches, failed requests) while the test ran.
 */
export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.push(`console: ${msg.text()} (${msg.location().url})`);
      });
      await use();
      expect(problems, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});
