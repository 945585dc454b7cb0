"use client";

import { Loader2Icon, SendHorizontalIcon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useReplyPresence } from "./reply-presence";
import { SuggestionList } from "./suggestion-list";
import { useSlashReplies } from "./use-slash-replies";

/**
 * What every channel's composer shares: the reply box (Enter sends, Shift+Enter starts a new
 * line, an IME's composition is left alone), the send button with its pending state, and the
 * keyboard hint. Each composer keeps its own state and what it sends. Inside a conversation
 * (ReplyPresenceProvider) both also tell teammates the agent is typing and ask before sending
 * over a teammate's reply in progress, so no channel's composer has to.
 */
export function ReplyTextarea({
  ref,
  value,
  onChange,
  onSubmit,
  maxLength,
  disabled,
  placeholder,
  describedBy,
  contactId,
}: {
  ref?: React.Ref<HTMLTextAreaElement>;
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  maxLength: number;
  disabled?: boolean;
  placeholder: string;
  describedBy: string;
  /** The conversation's contact: enables "/shortcut" saved replies, filled for this contact. */
  contactId?: string;
}) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const slash = useSlashReplies({ contactId, value, onChange, box: own });
  const listId = useId();
  const presence = useReplyPresence();
  // Sent or cleared: the box empties and teammates stop seeing "… is replying".
  useEffect(() => {
    if (!value) presence?.stopped();
  }, [value, presence]);
  const setRefs = (el: HTMLTextAreaElement | null) => {
    own.current = el;
    if (typeof ref === "function") ref(el);
    else if (ref) (ref as React.RefObject<HTMLTextAreaElement | null>).current = el;
  };
  return (
    <div className="relative min-w-0 flex-1">
      {slash.open && (
        <SuggestionList id={listId} label="Saved replies" testId="saved-reply-suggestions" items={slash.items} active={slash.index} onHover={slash.setActive} onPick={slash.insert} keyOf={(r) => r.id}>
          {(r) => (
            <>
              <span className="flex min-w-0 items-baseline gap-2">
                <span className="font-mono text-xs">/{r.shortcut}</span>
                <span className="truncate font-medium">{r.name}</span>
              </span>
              <span className="text-muted-foreground line-clamp-1 text-xs">{r.body}</span>
            </>
          )}
        </SuggestionList>
      )}
      <Textarea
        ref={setRefs}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          slash.track(e.target);
          presence?.typed(e.target.value);
        }}
        onBlur={() => presence?.stopped()}
        onSelect={(e) => slash.track(e.currentTarget)}
        onKeyDown={(e) => {
          if (slash.onKeyDown(e)) return;
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            if (!value.trim() || !presence?.askBeforeSending(onSubmit)) onSubmit();
          }
        }}
        rows={1}
        maxLength={maxLength}
        disabled={disabled}
        placeholder={placeholder}
        aria-label="Reply"
        aria-describedby={describedBy}
        // A textbox that offers a list (ARIA's autocomplete textbox): it stays the "Reply"
        // textbox people and tests find, with the open list and the active reply announced.
        aria-autocomplete={contactId ? "list" : undefined}
        aria-controls={slash.open ? listId : undefined}
        aria-activedescendant={slash.open ? `${listId}-${slash.index}` : undefined}
        className="max-h-40 min-h-10 w-full resize-none"
      />
    </div>
  );
}

export function SendButton({ busy, disabled }: { busy: boolean; disabled: boolean }) {
  const presence = useReplyPresence();
  return (
    <Button
      type="submit"
      size="icon"
      disabled={busy || disabled}
      aria-label="Send"
      onClick={(e) => {
        const form = e.currentTarget.form;
        // Held back while the agent confirms; their confirmation submits the form as the click would have.
        if (presence?.askBeforeSending(() => form?.requestSubmit())) e.preventDefault();
      }}
    >
      {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendHorizontalIcon aria-hidden="true" />}
    </Button>
  );
}

export const ENTER_HINT = "Enter to send · Shift+Enter for a new line";
