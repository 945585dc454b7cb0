import type { Ctx } from "@/lib/domain/context";
import { lintTemplate } from "./lint";

/** The linter behind POST .../templates/validate; nothing is stored or sent. */
export async function validateTemplate({ input }: { ctx: Ctx; input: unknown }) {
  const problems = lintTemplate(input);
  return { valid: problems.length === 0, problems };
}
