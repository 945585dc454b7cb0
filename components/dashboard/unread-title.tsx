"use client";

import { useEffect } from "react";

const PREFIX = /^\(\d+\+?\) /;

/**
 * Puts "(3) " before the tab's title while conversations wait unread, so a person on another
 * tab sees news. Next.js rewrites the title on every navigation, so the prefix is re-applied
 * whenever the <title> changes rather than once.
 */
export function UnreadTitle({ count }: { count: number | undefined }) {
  useEffect(() => {
    const label = count ? `(${count > 99 ? "99+" : count}) ` : "";
    const apply = () => {
      const bare = document.title.replace(PREFIX, "");
      const next = `${label}${bare}`;
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(PREFIX, "");
    };
  }, [count]);
  return null;
}
