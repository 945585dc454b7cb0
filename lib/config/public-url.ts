import { env } from "@/lib/config/env";
/** This service's public address (APP_URL, else NEXTAUTH_URL), without a trailing slash: what platforms and customers are given. */
export const publicUrl = () => (env().APP_URL ?? env().NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/+$/, "");
