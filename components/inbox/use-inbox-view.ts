"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { writeListUrl } from "@/lib/client/write-list-url";
import { CHANNELS, CONVERSATION_STATUSES } from "@/lib/conversations/schemas";

export const INBOX_TABS = ["mine", "unassigned", "all", "mentions"] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
/** `inbox` is an inbox id (a number, page or bot of the company), sent as the list's `inboxId`; `team` a team id or `none`. */
export type InboxView = { tab: InboxTab; status: string; channel: string; inbox: string; team: string; label: string; q: string; c: string | null };

const DEFAULTS: InboxView = { tab: "all", status: "OPEN", channel: "", inbox: "", team: "", label: "", q: "", c: null };

/** The status filter's choices: Snoozed is open conversations put aside (lib/snooze); Open leaves them out. */
export const VIEW_STATUSES = [...CONVERSATION_STATUSES, "SNOOZED"] as const;

/** Open conversations by default; Mentions shows every status, since a teammate may ask about a closed one. */
export const defaultStatus = (tab: InboxTab): string => (tab === "mentions" ? "" : "OPEN");

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
  const tab = pick(params.get("tab"), INBOX_TABS, DEFAULTS.tab) as InboxTab;
  const view: InboxView = {
    tab,
    // "any" is an explicit choice of every status; absent means the tab's default.
    status: params.get("status") === "any" ? "" : pick(params.get("status"), VIEW_STATUSES, defaultStatus(tab)),
    channel: pick(params.get("channel"), CHANNELS, ""),
    inbox: params.get("inbox") ?? "",
    team: params.get("team") ?? "",
    label: params.get("label") ?? "",
    q: params.get("q") ?? "",
    c: params.get("c"),
  };
  const update = useCallback(
    (patch: Partial<InboxView>) => {
      const next = new URLSearchParams(params.toString());
      const tabAfter = patch.tab ?? tab;
      for (const [key, value] of Object.entries(patch)) {
        if (key === "status") {
          if (value === defaultStatus(tabAfter)) next.delete(key);
          else next.set(key, value === "" ? "any" : String(value));
        } else if (value === null || value === "" || value === DEFAULTS[key as keyof InboxView]) next.delete(key);
        else next.set(key, String(value));
      }
      writeListUrl(pathname, next, "replace");
    },
    [params, pathname, tab],
  );
  return { view, update };
}

/** The list request for a view: the tab is the assignee filter, or my @mentions. */
export function listQuery(view: InboxView): string {
  const q = new URLSearchParams({ limit: "50" });
  if (view.tab === "mine") q.set("assignee", "me");
  if (view.tab === "unassigned") q.set("assignee", "unassigned");
  if (view.tab === "mentions") q.set("mentioned", "me");
  if (view.status === "SNOOZED") q.set("status", "OPEN");
  else if (view.status) q.set("status", view.status);
  if (view.status === "SNOOZED") q.set("snoozed", "true");
  else if (view.status === "OPEN") q.set("snoozed", "false");
  if (view.label) q.set("labelId", view.label);
  if (view.channel) q.set("channel", view.channel);
  if (view.inbox) q.set("inboxId", view.inbox);
  if (view.team) q.set("teamId", view.team);
  if (view.q) q.set("q", view.q);
  return q.toString();
}
