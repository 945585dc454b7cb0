import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { publicApi } from "@/lib/http/api";
import { AppError } from "@/lib/domain/errors";
import { healthRoute } from "@/lib/system/routes";

export const dynamic = "force-dynamic";

// GET /api/health - 200 once the database answers
export const GET = publicApi(healthRoute, async () => {
  try {
    await getDb().execute(sql`select 1`);
  } catch {
    throw new AppError("SERVICE_UNAVAILABLE", "The database is not answering");
  }
  return { status: "ok" as const };
});
