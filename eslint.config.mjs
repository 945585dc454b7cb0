import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The database is reached through domain verbs only (design.md: route -> lib/<area> -> Drizzle).
// db/enums.ts holds plain value lists and is safe anywhere.
const noDatabase = {
  patterns: [
    { group: ["@/db/*", "!@/db/enums", "**/db/*", "!**/db/enums"], message: "Pages, route files and components reach the database through a domain verb in lib/, never directly." },
    { group: ["pg", "drizzle-orm", "drizzle-orm/*", "graphile-worker"], message: "Database drivers and the ORM belong in lib/ and db/, behind domain verbs." },
  ],
};

// lib/ is the domain: no React, no browser state; the dashboard's hooks live in lib/client/.
const noReact = {
  patterns: [
    { group: ["react", "react-dom", "react-dom/*", "react-hook-form", "@tanstack/react-*", "next/navigation", "next/link", "next-themes", "sonner", "@/components/*"], message: "lib/ holds no React: put UI code in components/ and client hooks in lib/client/." },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-*/**", ".data/**", ".test-data/**", "node_modules/**", "next-env.d.ts", "db/migrations/**", "test-results/**", "playwright-report/**", "scripts/bench/next-floor/.next/**"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"], rules: { "no-restricted-imports": ["error", noDatabase] } },
  { files: ["lib/**/*.{ts,tsx}"], ignores: ["lib/client/**"], rules: { "no-restricted-imports": ["error", noReact] } },
]);
