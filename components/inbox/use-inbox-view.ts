"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { writeListUrl } from "@/lib/client/write-list-url";
import { CHANNELS, CONVERSATION_STATUSES } from "@/lib/conversations/schemas";

export const INBOX_TABS = ["mine", "unassigned", "all"] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
export type InboxView = { tab: InboxTab; status: string; channel: string; q: string; c: string | null };

const DEFAULTS: InboxView = { tab: "all", status: "OPEN", channel: "", q: "", c: null };

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T | ""): T | "" {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * The inbox's tab, filters and open conversation live in the URL, so a reload or a shared
 * link shows the same thing. Writes use the History API, which Next folds into
 * useSearchParams without a round trip to the server.
 */
export function useInboxView(): { view: InboxView; update: (patch: Partial<InboxView>) => void } {
  const params = useSearchParams();
  const pathname = usePathname();
  const view: InboxView = {
    tab: pick(params.get("tab"), INBOX_TABS, DEFAULTS.tab) as InboxTab,
    // "any" is an explicit choice of every status; absent means the default (open).
    status: params.get("status") === "any" ? "" : pick(params.get("status"), CONVERSATION_STATUSES, DEFAULTS.status),
    channel: pick(params.get("channel"), CHANNELS, ""),
    q: params.get("q") ?? "",
    c: params.get("c"),
  };
  const update = useCallback(
    (patch: Partial<InboxView>) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(patch)) {
        const stored = key === "status" && value === "" ? "any" : value;
        if (stored === null || stored === "" || stored === DEFAULTS[key as keyof InboxView]) next.delete(key);
        else next.set(key, String(stored));
      }
      writeListUrl(pathname, next, "replace");
    },
    [params, pathname],
  );
  return { view, update };
}

/** The list request for a view: the tab is the assignee filter. */
export function listQuery(view: InboxView): string {
  const q = new URLSearchParams({ limit: "50" });
  if (view.tab === "mine") q.set("assignee", "me");
  if (view.tab === "unassigned") q.set("assignee", "unassigned");
  if (view.status) q.set("status", view.status);
  if (view.channel) q.set("channel", view.channel);
  if (view.q) q.set("q", view.q);
  return q.toString();
}
