"use client";

import { PaperclipIcon, XIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useWebchatPresence, useWebchatSend } from "@/lib/client/hooks/use-widget";
import type { Conversation } from "@/lib/client/types";
import { WIDGET_FILE_LIMITS } from "@/lib/widget/schemas";
import { readBase64 } from "@/components/inbox/composer/read-base64";
import { ReplyTextarea, SendButton } from "@/components/inbox/composer/reply-field";

const ACCEPT = WIDGET_FILE_LIMITS.mimeTypes.join(",");

function fileProblem(f: File): string | null {
  if (!(WIDGET_FILE_LIMITS.mimeTypes as readonly string[]).includes(f.type)) return `${f.name}: use an image (PNG, JPEG, GIF, WebP), a PDF or a text file`;
  if (f.size > WIDGET_FILE_LIMITS.maxBytes) return `${f.name} is larger than ${WIDGET_FILE_LIMITS.maxBytes / 1024 / 1024} MB`;
  if (!f.size) return `${f.name} is empty`;
  return null;
}

/**
 * The reply box of a website chat: no platform window, so text and a file can always go; the
 * visitor sees "typing…" while the agent writes (the shared reply field signals it, as for
 * every channel).
 */
export function WebchatComposer({ conversation: c }: { conversation: Conversation }) {
  const send = useWebchatSend();
  const presence = useWebchatPresence(c.id).data;
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const busy = send.isPending || reading;

  async function submit() {
    const body = text.trim();
    if (busy || (!body && !file)) return;
    try {
      let media;
      if (file) {
        setReading(true);
        media = { name: file.name, mimeType: file.type as (typeof WIDGET_FILE_LIMITS.mimeTypes)[number], base64: await readBase64(file) };
        setReading(false);
      }
      await send.mutateAsync({ conversationId: c.id, ...(body ? { text: body } : {}), ...(media ? { media } : {}) });
      setText("");
      setFile(null);
      box.current?.focus();
    } catch (err) {
      setReading(false);
      toast.error("Could not send the message", { description: errorMessage(err) });
    }
  }

  return (
    <form
      className="grid gap-2 border-t p-3"
      data-testid="webchat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {file && (
        <div className="bg-muted flex w-fit max-w-full items-center gap-2 rounded-md px-2 py-1 text-sm" data-testid="attachment">
          <PaperclipIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{file.name}</span>
          <Button type="button" variant="ghost" size="icon" className="size-6" onClick={() => setFile(null)} aria-label={`Remove ${file.name}`} disabled={busy}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          className="hidden"
          data-testid="attach-input"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = "";
            if (!f) return;
            const problem = fileProblem(f);
            if (problem) toast.error("This file can’t be sent", { description: problem });
            else setFile(f);
          }}
        />
        <Button type="button" variant="ghost" size="icon" onClick={() => picker.current?.click()} aria-label="Attach a file" disabled={busy}>
          <PaperclipIcon aria-hidden="true" />
        </Button>
        <ReplyTextarea ref={box} value={text} onChange={setText} onSubmit={() => void submit()} maxLength={2000} placeholder={file ? "Add a message (optional)" : "Reply to the visitor…"} describedBy={`webchat-hint-${c.id}`} contactId={c.contact.id} />
        <SendButton busy={busy} disabled={!text.trim() && !file} />
      </div>
      <p id={`webchat-hint-${c.id}`} className="text-muted-foreground px-1 text-[11px] max-sm:sr-only">
        <span data-testid="webchat-presence" aria-live="polite">
          {presence?.typing ? "The visitor is typing…" : presence?.online ? "The visitor has the chat open" : "Website chat"}
        </span>{" "}
        · Enter to send · Shift+Enter for a new line
      </p>
    </form>
  );
}
