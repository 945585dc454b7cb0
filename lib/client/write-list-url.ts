/**
 * Writes a list's filters into the URL through the History API (Next folds it into
 * useSearchParams without asking the server again). `pathname` is the list's own path: when the
 * browser has already left it (a debounced search settling after a click on a row), nothing is
 * written, so the write cannot pull the browser back to the list or stick the list's query on
 * the page it went to. A push is a step Back can undo (a page turn); a replace is not (typing).
 */
export function writeListUrl(pathname: string, query: URLSearchParams | string, mode: "push" | "replace"): boolean {
  if (window.location.pathname !== pathname) return false;
  const qs = query.toString();
  const url = qs ? `${pathname}?${qs}` : pathname;
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  return true;
}
