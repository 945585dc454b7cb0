"use client";

import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A JSON value kept in localStorage (a person's column choice), read without a hydration
 * mismatch: the server and the first client pass use `fallback`.
 */
export function useStoredState<T>(key: string, fallback: T): [T, (next: T) => void] {
  const raw = useSyncExternalStore(subscribe, () => read(key), () => null);
  let value = fallback;
  if (raw) {
    try {
      value = JSON.parse(raw) as T;
    } catch {
      value = fallback;
    }
  }
  const set = useCallback(
    (next: T) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or a full quota: the choice lasts until reload.
      }
      listeners.forEach((l) => l());
    },
    [key],
  );
  return [value, set];
}
