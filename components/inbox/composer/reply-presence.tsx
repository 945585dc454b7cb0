"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { apiFetch } from "@/lib/client/api";
import { one } from "@/lib/client/hooks/use-conversations";
import { useTypingBoard } from "@/lib/client/live/live-context";
import { COLLISION_MS, joinNames } from "@/lib/client/live/typing-board";
import { TypingSignal, type TypingState } from "@/lib/client/live/typing-signal";

type ReplyPresence = {
  /** The agent changed the reply's text: "start" now and then while there is some, "stop" when it empties. */
  typed: (text: string) => void;
  /** The agent left the box, or it emptied (sent or cleared). */
  stopped: () => void;
  /**
   * When a teammate typed in this conversation in the last 8 s, asks first and returns true
   * (`send` runs once the agent confirms); otherwise returns false and the caller sends.
   */
  askBeforeSending: (send: () => void) => boolean;
};

const ReplyPresenceContext = createContext<ReplyPresence | null>(null);

/** The reply box's shared parts (reply-field.tsx) read this; outside a conversation it is null and they do nothing extra. */
export const useReplyPresence = () => useContext(ReplyPresenceContext);

/**
 * Around a conversation's reply box, whichever channel draws it: tells teammates (and the
 * customer, where the platform shows typing) that the agent is writing, and asks before
 * sending over a teammate's reply in progress.
 */
export function ReplyPresenceProvider({ conversationId, children }: { conversationId: string; children: React.ReactNode }) {
  const board = useTypingBoard();
  const [signal] = useState(() => new TypingSignal());
  const [asking, setAsking] = useState<{ names: string[]; send: () => void } | null>(null);

  const post = useCallback(
    (state: TypingState | null) => {
      // Fire and forget: a lost signal only costs the indicator for a few seconds.
      if (state) void apiFetch(`${one(conversationId)}/typing`, { method: "POST", body: { state } }).catch(() => undefined);
    },
    [conversationId],
  );
  // Leaving the conversation (or the page) while typing says stop.
  useEffect(() => () => post(signal.stop()), [post, signal]);

  const value = useMemo<ReplyPresence>(
    () => ({
      typed: (text) => post(signal.typed(text, Date.now())),
      stopped: () => post(signal.stop()),
      askBeforeSending: (send) => {
        const names = board?.teammates(conversationId, Date.now(), COLLISION_MS) ?? [];
        if (!names.length) return false;
        setAsking({ names, send });
        return true;
      },
    }),
    [board, conversationId, post, signal],
  );

  return (
    <ReplyPresenceContext.Provider value={value}>
      {children}
      <AlertDialog open={!!asking} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {joinNames(asking?.names ?? [])} {asking?.names.length === 1 ? "is" : "are"} replying to this conversation
            </AlertDialogTitle>
            <AlertDialogDescription>Send anyway? The customer may get two answers to the same question.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep editing</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                const send = asking?.send;
                setAsking(null);
                send?.();
              }}
            >
              Send anyway
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </ReplyPresenceContext.Provider>
  );
}
