"use client";

import { Loader2Icon, StickyNoteIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import { useCreateNote } from "@/lib/client/hooks/use-notes";
import { NOTE_LIMITS } from "@/lib/notes/schemas";
import { SuggestionList } from "../composer/suggestion-list";
import { useMentions } from "./use-mentions";

/**
 * The private-note box: what the team writes here stays in the thread for the team and never
 * reaches the customer. Enter adds the note, Shift+Enter starts a new line, "@" mentions a
 * teammate (who then finds the conversation under Mentions).
 */
export function NoteComposer({ conversationId }: { conversationId: string }) {
  const create = useCreateNote(conversationId);
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentions({ value: text, onChange: setText, box });
  const listId = useId();
  const hintId = useId();

  async function submit() {
    const body = text.trim();
    if (!body || create.isPending) return;
    try {
      await create.mutateAsync({ body, mentions: mentions.mentions() });
      setText("");
      mentions.reset();
      box.current?.focus();
    } catch (err) {
      toast.error("Could not add the note", { description: errorMessage(err) });
    }
  }

  return (
    <form
      className="grid gap-2 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-end gap-2">
        <div className="relative min-w-0 flex-1">
          {mentions.open && (
            <SuggestionList id={listId} label="Teammates" testId="mention-suggestions" items={mentions.items} active={mentions.index} onHover={mentions.setActive} onPick={mentions.insert} keyOf={(u) => u.id}>
              {(u) => (
                <span className="flex min-w-0 items-baseline gap-2">
                  <span className="truncate font-medium">{u.name}</span>
                  <span className="text-muted-foreground truncate text-xs">{u.email}</span>
                </span>
              )}
            </SuggestionList>
          )}
          <Textarea
            ref={box}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              mentions.track(e.target);
            }}
            onSelect={(e) => mentions.track(e.currentTarget)}
            onKeyDown={(e) => {
              if (mentions.onKeyDown(e)) return;
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void submit();
              }
            }}
            rows={1}
            maxLength={NOTE_LIMITS.body}
            placeholder="Write a note for your team…"
            aria-label="Private note"
            aria-describedby={hintId}
            aria-autocomplete="list"
            aria-controls={mentions.open ? listId : undefined}
            aria-activedescendant={mentions.open ? `${listId}-${mentions.index}` : undefined}
            className="max-h-40 min-h-10 w-full resize-none border-amber-500/40 bg-amber-500/5 focus-visible:border-amber-500/70 focus-visible:ring-amber-500/30"
          />
        </div>
        <Button type="submit" disabled={create.isPending || !text.trim()} className="bg-amber-600 text-white hover:bg-amber-600/90 dark:bg-amber-600">
          {create.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <StickyNoteIcon aria-hidden="true" />}
          Add note
        </Button>
      </div>
      <p id={hintId} className="text-muted-foreground px-1 text-[11px] max-sm:sr-only">
        Only your team sees notes · @ to mention a teammate · Enter to add
      </p>
    </form>
  );
}
