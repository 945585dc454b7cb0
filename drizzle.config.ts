import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this: migrations are committed and applied by db/migrate.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  casing: "snake_case",
});
