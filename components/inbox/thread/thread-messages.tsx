"use client";

import { Loader2Icon, MessagesSquareIcon } from "lucide-react";
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useClock } from "@/lib/client/hooks/use-clock";
import { useThread } from "@/lib/client/hooks/use-messages";
import { useCan } from "@/lib/client/hooks/use-me";
import { useNotes } from "@/lib/client/hooks/use-notes";
import { mergeThread } from "@/lib/client/thread-items";
import { dayKey, dayLabel } from "@/lib/client/inbox-format";
import type { Message } from "@/lib/client/types";
import { obj, str } from "./content/read";
import { useRevealMessage } from "@/components/search/use-reveal-message";
import { NoteBubble } from "../notes/note-bubble";
import { MessageBubble, OrphanReaction } from "./message-bubble";

const NEAR_BOTTOM_PX = 160;

/** The platform id a reaction reacts to, on either content shape. */
function reactionTarget(m: Message): string | null {
  return str(obj(m.content.reaction).message_id) ?? str(m.content.messageId);
}

/** Reactions by the platform id they react to (the latest wins; an empty emoji removes it). */
function reactionsByTarget(messages: Message[]) {
  const map = new Map<string, string>();
  for (const m of messages) {
    if (m.type !== "reaction") continue;
    const target = reactionTarget(m);
    if (!target) continue;
    // Chatapp keeps the reaction under `reaction`; photoapp and socialchat at the top ({ messageId, emoji, action }).
    const emoji = m.content.action === "unreact" ? null : (str(obj(m.content.reaction).emoji) ?? str(m.content.emoji));
    if (emoji) map.set(target, emoji);
    else map.delete(target);
  }
  return map;
}

/** The scrolling message column: date separators, the team's notes in between, older pages on scroll up, and a pinned bottom. */
export function ThreadMessages({ conversationId }: { conversationId: string }) {
  const thread = useThread(conversationId);
  const now = useClock(60_000);
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const { messages } = thread;
  const canRead = useCan("conversations:read");
  const notes = useNotes(conversationId, { enabled: canRead });
  const items = useMemo(() => mergeThread(messages, notes.data ?? [], !thread.hasOlder), [messages, notes.data, thread.hasOlder]);
  useRevealMessage(scroller, items.length); // a search result's message (?m=)

  const byPlatformId = useMemo(() => new Map(messages.filter((m) => m.platformMessageId).map((m) => [m.platformMessageId!, m])), [messages]);
  const reactions = useMemo(() => reactionsByTarget(messages), [messages]);

  // Keep the view where it was when older messages are added above, and follow new ones at the
  // bottom only when the person is already there (never yank them away from what they read).
  const firstId = items[0]?.id;
  const lastId = items[items.length - 1]?.id;
  const geometry = useRef({ firstId: undefined as string | undefined, lastId: undefined as string | undefined, height: 0, nearBottom: true });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const g = geometry.current;
    if (g.firstId && firstId !== g.firstId && lastId === g.lastId) el.scrollTop += el.scrollHeight - g.height;
    else if (lastId !== g.lastId && (g.nearBottom || !g.lastId)) el.scrollTop = el.scrollHeight;
    geometry.current = { firstId, lastId, height: el.scrollHeight, nearBottom: g.nearBottom };
  }, [firstId, lastId]);

  const { hasOlder, loadOlder } = thread;
  useEffect(() => {
    const el = top.current;
    if (!el || !hasOlder) return;
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && loadOlder(), { root: scroller.current, rootMargin: "200px 0px 0px 0px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasOlder, loadOlder]);

  function onScroll() {
    const el = scroller.current!;
    geometry.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    geometry.current.height = el.scrollHeight;
  }

  if (thread.error) {
    return (
      <p role="alert" className="text-destructive flex-1 p-6 text-sm">
        Could not load the messages: {errorMessage(thread.error)}
      </p>
    );
  }

  return (
    <div ref={scroller} onScroll={onScroll} className="bg-muted/30 min-h-0 flex-1 overflow-y-auto px-4 py-4" aria-busy={thread.isPending || undefined}>
      <div ref={top} />
      {hasOlder && (
        <div className="flex justify-center pb-3">
          <Button variant="ghost" size="sm" onClick={loadOlder} disabled={thread.loadingOlder}>
            {thread.loadingOlder && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Load earlier messages
          </Button>
        </div>
      )}
      {thread.isPending ? (
        <ThreadSkeleton />
      ) : items.length === 0 ? (
        <EmptyState icon={MessagesSquareIcon} title="No messages yet" description="Messages you send and receive here show up in this thread." />
      ) : (
        <ol className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-3" aria-label="Messages" aria-live="polite" aria-relevant="additions">
          {items.map((item, i) => {
            const newDay = i === 0 || dayKey(items[i - 1].at) !== dayKey(item.at);
            if (item.kind === "note") {
              return (
                <Fragment key={item.id}>
                  {newDay && <DaySeparator iso={item.at} now={now} />}
                  <NoteBubble note={item.note} />
                </Fragment>
              );
            }
            const m = item.message;
            const reactedTo = m.type === "reaction" ? reactionTarget(m) : null;
            // A reaction is drawn on its message when that message is on screen.
            if (reactedTo && byPlatformId.has(reactedTo)) return newDay ? <DaySeparator key={m.id} iso={m.createdAt} now={now} /> : null;
            // A reply quotes what it answers; a botchat edit quotes the message it changed.
            const context = str(obj(m.content.context).id) ?? str(m.content.editedMessageId);
            return (
              <Fragment key={m.id}>
                {newDay && <DaySeparator iso={m.createdAt} now={now} />}
                {m.type === "reaction" ? (
                  <OrphanReaction message={m} />
                ) : (
                  <MessageBubble
                    message={m}
                    reaction={m.platformMessageId ? reactions.get(m.platformMessageId) : undefined}
                    quoted={context ? byPlatformId.get(context) : undefined}
                  />
                )}
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}

function DaySeparator({ iso, now }: { iso: string; now: number }) {
  return (
    <li className="flex justify-center py-1" role="separator" aria-label={dayLabel(iso, now)}>
      <span className="bg-background text-muted-foreground rounded-full border px-3 py-0.5 text-xs font-medium shadow-xs">{dayLabel(iso, now)}</span>
    </li>
  );
}

function ThreadSkeleton() {
  return (
    <div className="mx-auto grid max-w-3xl gap-3" aria-label="Loading messages">
      {[60, 40, 70, 35].map((w, i) => (
        <div key={i} className={i % 2 ? "flex justify-end" : "flex"}>
          <Skeleton className="h-12 rounded-2xl" style={{ width: `${w}%` }} />
        </div>
      ))}
    </div>
  );
}
