"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef, type RefObject } from "react";

const REVEALED = ["ring-2", "ring-amber-400", "rounded-lg"];

/**
 * A search result opens its conversation with `m=<message id>` in the URL: once that message
 * is on screen (in the pages already loaded), scroll it to the middle and ring it for a
 * moment. A message further back than the loaded pages is not fetched for this.
 */
export function useRevealMessage(container: RefObject<HTMLElement | null>, rendered: number) {
  const id = useSearchParams().get("m");
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!id || done.current === id || !container.current) return;
    const el = container.current.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);
    if (!el) return;
    done.current = id;
    // After the thread's own pin-to-bottom has run for this render.
    requestAnimationFrame(() => {
      el.scrollIntoView({ block: "center" });
      el.classList.add(...REVEALED);
      el.dataset.revealed = "true";
      setTimeout(() => el.classList.remove(...REVEALED), 2500);
    });
  }, [id, rendered, container]);
}
