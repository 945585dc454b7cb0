"use client";

import { useRef, useState, type ReactNode } from "react";
import { sendFailedToast } from "./send-failed";

/**
 * What every channel's reply box does around its own send: the text, the box to focus again,
 * and a submit that sends the trimmed text once (not while busy or blocked), clears the box on
 * success and says why on failure. The channel's send decides what goes with the text.
 */
export function useReplyBox({ send, busy, blocked = false, onSent }: { send: (text: string) => Promise<unknown>; busy: boolean; blocked?: boolean; onSent?: () => void }) {
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  async function submit() {
    const body = text.trim();
    if (busy || blocked || !body) return;
    try {
      await send(body);
      setText("");
      onSent?.();
      box.current?.focus();
    } catch (err) {
      sendFailedToast(err);
    }
  }
  return { text, setText, box, submit };
}

/** The reply box's form: Enter and the send button submit it without a page load. */
export function ReplyForm({ testId, onSubmit, children }: { testId: string; onSubmit: () => Promise<void>; children: ReactNode }) {
  return (
    <form
      className="grid gap-2 border-t p-3"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
