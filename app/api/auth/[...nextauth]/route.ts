import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

// GET, POST /api/auth/* - next-auth's sign-in, sign-out, session and CSRF endpoints
async function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(req as never, { params: await ctx.params } as never, authOptions());
}

export { handler as GET, handler as POST };
