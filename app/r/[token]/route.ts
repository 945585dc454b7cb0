import { followLink } from "@/lib/campaigns/follow-link";

// GET /r/{token} - a tracked campaign link: count the click, then go on to the destination
export async function GET(_req: Request, { params }: { params: Promise<{ token: string }> }) {
  const url = await followLink((await params).token);
  if (!url) return new Response("This link is not valid or has expired.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(null, { status: 302, headers: { location: url, "cache-control": "no-store" } });
}
