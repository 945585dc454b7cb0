import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/lib/config/secrets";
import { AppError } from "@/lib/domain/errors";
import { checkCredentials } from "./sign-in";

/** Dashboard sign-in: email and password, JWT sessions (the cookie holds the user id). */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 7 * 24 * 3600 },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          if (!credentials?.email || !credentials.password) return null;
          const fwd = req.headers?.["x-forwarded-for"];
          const ip = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(",")[0].trim() ?? "unknown";
          try {
            const user = await checkCredentials(credentials.email, credentials.password, ip);
            return { id: user.id, name: user.name, email: user.email };
          } catch (err) {
            if (err instanceof AppError && err.code === "TOO_MANY_REQUESTS") throw new Error(err.message);
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) token.uid = user.id;
        return token;
      },
      async session({ session, token }) {
        return { ...session, userId: token.uid };
      },
    },
  };
}
