/**
 * The benchmarks' Next.js floor (scripts/bench/next-floor.ts builds and starts it): the same
 * `next` as the app, one route handler that returns a constant. Not part of the product.
 */
const config = {
  distDir: process.env.NEXT_FLOOR_DIST_DIR || ".next",
  poweredByHeader: false,
};

export default config;
