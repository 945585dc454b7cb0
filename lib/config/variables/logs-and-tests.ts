import { flag, oneOf, text, url, whole } from "./kinds";
import { group, setting } from "./setting";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

export const logVars = group("Logs", {
  LOG_LEVEL: setting(oneOf(LOG_LEVELS).default("info"), "the least severe JSON log lines written (`warn`: warnings and errors); `silent` mutes them"),
  LOG_DEBUG: setting(flag().default(false), "`1` adds debug lines whatever `LOG_LEVEL` says (except `silent`)"),
});

// Read by the test harness (lib/testing) and the build, not by the app's own code paths; here
// so that they are documented and checked like the rest.
export const testVars = group("Tests and builds", {
  TEST_DATABASE_URL: setting(
    url(["postgres:", "postgresql:"]).default("postgres://postgres@127.0.0.1:5432/postgres"),
    "tests create a fresh database per run there, else on an embedded server under `.test-data/`",
    { secret: "url-password" },
  ),
  TEST_EMBEDDED_PG_PORT: setting(whole(1, 65535).default(54339), "port of the tests' embedded server, when `TEST_DATABASE_URL` does not answer"),
  TEST_PORT: setting(whole(1, 65535).default(3100), "port of the integration tests' server (e2e uses 3200, benchmarks 3300)"),
  TEST_SERVER_LOGS: setting(flag().default(false, "unset"), "`1` shows the test server's output"),
  SERVER_NODE_ARGS: setting(text().optional(), "flags for the test server's own `node` (`--cpu-prof`, which `NODE_OPTIONS` refuses)"),
  NEXT_DIST_DIR: setting(text().default(".next"), "build folder, so a second build (a benchmark) can run beside a server using the first"),
});
