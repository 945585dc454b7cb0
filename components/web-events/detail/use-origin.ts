import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** This dashboard's origin, for absolute URLs to paste elsewhere; empty during the server render. */
export function useOrigin(): string {
  return useSyncExternalStore(subscribe, () => window.location.origin, () => "");
}
