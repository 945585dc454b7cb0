"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { parseView, viewToSearchParams, type ContactView } from "@/lib/client/contact-view";
import { writeListUrl } from "@/lib/client/write-list-url";

export type UpdateView = (patch: Partial<ContactView>, options?: { replace?: boolean }) => void;

type State = {
  /** The URL query this state last followed. */
  urlKey: string;
  view: ContactView;
  /** Queries we pushed that the router has not reported back yet. */
  pending: string[];
};

/**
 * The list's view, kept in the URL. Writes go through the History API (Next.js folds them
 * into useSearchParams without asking the server for the page again) and show at once from
 * local state, so a ticked checkbox never waits for the router. When the URL changes by
 * other means (back, a pasted link), the view follows it. Any change but a page turn goes
 * back to page 1.
 */
export function useContactView(): { view: ContactView; update: UpdateView } {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const key = searchParams.toString();
  const [state, setState] = useState<State>(() => ({ urlKey: key, view: parseView(searchParams), pending: [] }));

  let current = state;
  if (key !== state.urlKey) {
    const ours = state.pending.indexOf(key);
    current =
      ours >= 0
        ? { urlKey: key, view: state.view, pending: state.pending.slice(ours + 1) }
        : { urlKey: key, view: parseView(searchParams), pending: [] };
    setState(current);
  }

  // Updates build on the newest view, so a debounced search can't undo a filter picked meanwhile.
  const latest = useRef(current.view);
  const shown = current.view;
  useLayoutEffect(() => {
    latest.current = shown;
  }, [shown]);

  const update = useCallback<UpdateView>(
    (patch, { replace = false } = {}) => {
      if (window.location.pathname !== pathname) return; // gone to a contact: see writeListUrl
      const next = { ...latest.current, page: 1, ...patch };
      const qs = viewToSearchParams(next).toString();
      latest.current = next;
      if (qs === window.location.search.replace(/^\?/, "")) return setState((s) => ({ ...s, view: next }));
      setState((s) => ({ ...s, view: next, pending: [...s.pending, qs] }));
      writeListUrl(pathname, qs, replace ? "replace" : "push");
    },
    [pathname],
  );

  return { view: shown, update };
}
