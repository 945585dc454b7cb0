import { nextAuthHandler } from "@/lib/auth/next-auth-handler";

// GET, POST /api/auth/* - next-auth's sign-in, sign-out, session and CSRF endpoints
export { nextAuthHandler as GET, nextAuthHandler as POST };
