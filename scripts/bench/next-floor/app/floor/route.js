// GET /floor - the framework floor: a constant, nothing else (no database, credential or log)
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" });
}
