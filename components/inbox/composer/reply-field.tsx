"use client";

import { Loader2Icon, SendHorizontalIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";

/**
 * What every channel's composer shares: the reply box (Enter sends, Shift+Enter starts a new
 * line, an IME's composition is left alone), the send button with its pending state, and the
 * keyboard hint. Each composer keeps its own state and what it sends.
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
}: {
  ref?: React.Ref<HTMLTextAreaElement>;
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  maxLength: number;
  disabled?: boolean;
  placeholder: string;
  describedBy: string;
}) {
  return (
    <Textarea
      ref={ref}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
          e.preventDefault();
          onSubmit();
        }
      }}
      rows={1}
      maxLength={maxLength}
      disabled={disabled}
      placeholder={placeholder}
      aria-label="Reply"
      aria-describedby={describedBy}
      className="max-h-40 min-h-10 flex-1 resize-none"
    />
  );
}

export function SendButton({ busy, disabled }: { busy: boolean; disabled: boolean }) {
  return (
    <Button type="submit" size="icon" disabled={busy || disabled} aria-label="Send">
      {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendHorizontalIcon aria-hidden="true" />}
    </Button>
  );
}

export const ENTER_HINT = "Enter to send · Shift+Enter for a new line";
