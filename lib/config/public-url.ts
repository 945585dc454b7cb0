/** This service's public address (APP_URL, else NEXTAUTH_URL), without a trailing slash: what platforms and customers are given. */
export const publicUrl = () => (process.env.APP_URL ?? process.env.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/+$/, "");
