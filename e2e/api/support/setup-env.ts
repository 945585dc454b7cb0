import { inject } from "vitest";

// Test files create fixtures through the domain modules: point them at the server's database.
Object.assign(process.env, inject("serverEnv"));
