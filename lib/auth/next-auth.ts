import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/lib/config/secrets";
import { AppError } from "@/lib/domain/errors";
import { clientIp } from "@/lib/http/client-ip";
import { requestIdOf } from "@/lib/http/request-id";
import { loadUser } from "./authenticate";
import { checkCredentials } from "./sign-in";
import { SESSION_MAX_AGE, sessionIsCurrent } from "./session-version";

const SIGNED_OUT = "session signed out";

/**
 * Dashboard sign-in: email and password, JWT sessions (the cookie holds the user id and the
 * user's session version). Every read of the session re-checks the version, so a session
 * ended elsewhere ("sign out of other sessions", a password change or reset) is over at once.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          if (!credentials?.email || !credentials.password) return null;
          const headers = req.headers ?? {};
          const ip = clientIp({ headers });
          const userAgent = typeof headers["user-agent"] === "string" ? headers["user-agent"].slice(0, 512) : undefined;
          try {
            const user = await checkCredentials(credentials.email, credentials.password, ip, { via: "session", userAgent, requestId: requestIdOf(new Headers(typeof headers["x-request-id"] === "string" ? { "x-request-id": headers["x-request-id"] } : {})) });
            return { id: user.id, name: user.name, email: user.email, sessionVersion: user.sessionVersion };
          } catch (err) {
            if (err instanceof AppError && err.code === "TOO_MANY_REQUESTS") throw new Error(err.message);
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 0;
          return token;
        }
        // Throwing makes next-auth clear the cookie and answer "no session".
        const current = typeof token.uid === "string" ? await loadUser(token.uid) : undefined;
        if (!current || !sessionIsCurrent(token.sv, current)) throw new Error(SIGNED_OUT);
        return token;
      },
      async session({ session, token }) {
        return { ...session, userId: token.uid };
      },
    },
    logger: {
      // An ended session is expected, not an error worth a stack trace in the log.
      error(code, metadata) {
        const message = metadata instanceof Error ? metadata.message : (metadata as { error?: Error })?.error?.message;
        if (code === "JWT_SESSION_ERROR" && message === SIGNED_OUT) return;
        console.error(`[next-auth][error][${code}]`, metadata);
      },
      warn(code) {
        console.warn(`[next-auth][warn][${code}]`);
      },
      debug() {},
    },
  };
}
