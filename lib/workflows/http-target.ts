import "server-only";
import { checkTarget, UnsafeTargetError } from "@/lib/net/public-address";

const VARIABLE = /\{\{\s*[^}]*\}\}/g;

/**
 * Why an http-request node's URL would be refused at run time, or null: the executor's own
 * guard (safeFetch's checkTarget: https, no credentials, no metadata or private address) run
 * at publish on the URL as written. Variables in the path or query are filled with a
 * placeholder; a URL whose scheme or host comes from a variable is known only at run time,
 * where the executor checks it. A name that does not resolve yet passes here (as a webhook
 * URL does at registration); the call re-checks it.
 */
export async function httpTargetProblem(url: string): Promise<string | null> {
  // The scheme and the host (and port): what the guard judges.
  const head = url.match(/^[^/?#]*(\/\/[^/?#]*)?/)![0];
  if (/\{\{/.test(head)) return null;
  try {
    await checkTarget(url.replace(VARIABLE, "x"), { unresolvable: "allow" });
    return null;
  } catch (err) {
    if (err instanceof UnsafeTargetError) return err.message;
    throw err;
  }
}
