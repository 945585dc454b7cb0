"use client";

import { useEffect, useRef } from "react";
import { apiFetch } from "@/lib/client/api";

/** The server calls someone away after 10 idle minutes; saying "active" once a minute keeps them online. */
const PING_EVERY_MS = 60_000;

/**
 * While `enabled` (a signed-in person), a key press or a pointer press in this tab tells the
 * server they are active, at most once a minute. Failures cost nothing but the next minute.
 */
export function useActivityPing(enabled: boolean) {
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    const onInput = () => {
      const now = Date.now();
      if (now - last.current < PING_EVERY_MS) return;
      last.current = now;
      void apiFetch("/api/v1/me/presence", { method: "POST", body: { active: true } }).catch(() => undefined);
    };
    const options = { capture: true, passive: true } as const;
    window.addEventListener("keydown", onInput, options);
    window.addEventListener("pointerdown", onInput, options);
    return () => {
      window.removeEventListener("keydown", onInput, options);
      window.removeEventListener("pointerdown", onInput, options);
    };
  }, [enabled]);
}
