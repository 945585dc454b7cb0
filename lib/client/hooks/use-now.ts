import { useState } from "react";

/** The time of first render, so relative dates ("5 minutes ago") render the same on every pass. */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
