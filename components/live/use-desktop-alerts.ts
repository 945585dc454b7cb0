"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { apiFetch } from "@/lib/client/api";
import { fetchConversation } from "@/lib/client/hooks/use-conversations";
import { fetchLatestNotes } from "@/lib/client/hooks/use-notes";
import { useNotificationPrefs } from "@/lib/client/hooks/use-notification-prefs";
import { assignedMessageAlert, heldConversations, mentionAlerts, newConversationAlert, worthAlerting, type Alert } from "@/lib/client/live/alerts";
import type { LiveBus } from "@/lib/client/live/bus";
import { notificationPermission, playChime, showDesktopNotification } from "@/lib/client/live/desktop";
import { queryKeys } from "@/lib/client/query-keys";
import type { ConversationList, NotificationPrefs } from "@/lib/client/types";

/** Waits for a burst of events to end (and the tab's own refetches to start) before looking. */
const SETTLE_MS = 150;
/** A conversation not yet decided on (its first message not in) is looked at again for this long. */
const CANDIDATE_MS = 120_000;
/** At most this many conversations' notes are read per burst. */
const NOTES_PER_BURST = 5;

type Kind = "newConversation" | "assignedMessage" | "mention";

/**
 * Desktop notifications (and the chime, when chosen) for a new conversation, a customer's
 * message in a conversation assigned to me, and a note mentioning me, unless the person is
 * looking at that conversation in a visible tab. Each burst of events is looked at once, and
 * nothing is read at all while every choice is off or neither notifications nor sound may play.
 */
export function useDesktopAlerts(bus: LiveBus, myUserId: string | null) {
  const qc = useQueryClient();
  const router = useRouter();
  const prefs = useNotificationPrefs({ enabled: !!myUserId }).data;
  const latest = useRef({ prefs, router });
  useEffect(() => {
    latest.current = { prefs, router };
  });

  useEffect(() => {
    if (!myUserId) return;
    const since = Date.now();
    const candidates = new Map<string, number>(); // new conversation id → first seen
    const decided = new Set<string>();
    const lastMessageAt = new Map<string, string>(); // my conversations: the newest message already known
    const announcedNotes = new Set<string>();
    let messagesDue = false;
    const notesDue = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const wants = (kind: Kind, p: NotificationPrefs | undefined = latest.current.prefs) => !!p?.[kind] && (p.sound || notificationPermission() === "granted");
    const held = () => heldConversations(qc.getQueriesData({ queryKey: queryKeys.conversations }).map(([, data]) => data));
    const fire = (alert: Alert) => {
      const where = { hidden: document.visibilityState === "hidden", pathname: window.location.pathname, search: window.location.search };
      if (!worthAlerting(alert.conversationId, where)) return;
      showDesktopNotification(alert, () => latest.current.router.push(`/inbox?c=${encodeURIComponent(alert.conversationId)}`));
      if (latest.current.prefs?.sound) playChime();
    };

    async function newConversations() {
      const now = Date.now();
      for (const [id, first] of candidates) {
        if (now - first > CANDIDATE_MS) candidates.delete(id);
      }
      await Promise.all(
        [...candidates.keys()].map(async (id) => {
          const c = await fetchConversation(id);
          // Undecided until its first message is in: a customer's makes it news, an agent's start does not.
          if (!c.lastMessageDirection) return;
          candidates.delete(id);
          decided.add(id);
          const alert = newConversationAlert(c, since);
          if (alert) fire(alert);
        }),
      );
    }

    async function assignedMessages() {
      // One read of my conversations, newest first, however many the burst named.
      const mine = await apiFetch<ConversationList>("/api/v1/conversations?assignee=me&limit=50");
      for (const c of mine.data) {
        const alert = assignedMessageAlert(c, myUserId!, lastMessageAt.get(c.id) ?? null, since);
        if (c.lastMessageAt) lastMessageAt.set(c.id, c.lastMessageAt);
        if (alert && !candidates.has(c.id)) fire(alert);
      }
    }

    async function mentions(ids: string[]) {
      for (const id of ids.slice(0, NOTES_PER_BURST)) {
        for (const alert of mentionAlerts(await fetchLatestNotes(id), myUserId!, since, announcedNotes)) {
          announcedNotes.add(alert.noteId);
          fire(alert);
        }
      }
    }

    const look = () => {
      timer = undefined;
      const work: Promise<unknown>[] = [];
      if (candidates.size && wants("newConversation")) work.push(newConversations());
      if (messagesDue && wants("assignedMessage")) work.push(assignedMessages());
      if (notesDue.size && wants("mention")) work.push(mentions([...notesDue]));
      messagesDue = false;
      notesDue.clear();
      // A failed look costs that one notification; the lists themselves are refreshed elsewhere.
      for (const w of work) void w.catch(() => undefined);
    };
    const soon = () => void (timer ??= setTimeout(look, SETTLE_MS));

    const off = [
      bus.on("conversations", ({ conversationIds }) => {
        if (!conversationIds || !wants("newConversation")) return;
        const known = held();
        for (const id of conversationIds) if (!known.has(id) && !decided.has(id) && !candidates.has(id)) candidates.set(id, Date.now());
        if (candidates.size) soon();
      }),
      bus.on("messages", () => {
        if (wants("assignedMessage")) messagesDue = true;
        // A new conversation's first message decides whether it is news.
        if (messagesDue || candidates.size) soon();
      }),
      bus.on("notes", ({ conversationIds }) => {
        if (!conversationIds || !wants("mention")) return;
        for (const id of conversationIds) notesDue.add(id);
        soon();
      }),
    ];
    return () => {
      off.forEach((f) => f());
      clearTimeout(timer);
    };
  }, [bus, qc, myUserId]);
}
