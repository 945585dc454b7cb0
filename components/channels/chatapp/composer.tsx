"use client";

import { PaperclipIcon, TimerOffIcon, XIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ComposerNotice as Notice } from "@/components/inbox/composer/composer-notice";
import { readBase64 } from "@/components/inbox/composer/read-base64";
import { ACCEPT, attachmentProblem, mediaTypeOf } from "./attachment";
import { ReplyTextarea, SendButton } from "@/components/inbox/composer/reply-field";
import { ScheduleMessageDialog } from "@/components/scheduled/schedule-message-dialog";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/client/api";
import { uploadMedia, useSendMessage } from "@/components/channels/chatapp/use-chatapp";
import type { Conversation } from "@/lib/client/types";
import { TemplateDialog } from "./template-dialog";

const windowRefused = (err: unknown) => err instanceof ApiError && err.status === 409 && err.details.reason === "window_requires_template";

/**
 * Chatapp's reply box. Enter sends and Shift+Enter starts a new line; a picked file is uploaded
 * and sent as media with the text as its caption. Outside the 24-hour window only templates can
 * go out, so the box gives way to a notice and the template button.
 */
export function ChatappComposer({ conversation: c }: { conversation: Conversation }) {
  const send = useSendMessage();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const to = c.contact.phone;

  if (!to) return <Notice>This contact has no phone number to reply to.</Notice>;
  if (!c.window.open) {
    return (
      <div className="border-t p-3" data-testid="composer-window-closed">
        <div className="bg-amber-500/10 border-amber-500/30 flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2.5 text-sm">
          <TimerOffIcon className="size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <span className="font-medium">The 24-hour window is closed.</span>{" "}
            <span className="text-muted-foreground">
              {c.lastInboundAt ? "The customer last wrote more than 24 hours ago" : "The customer has not written yet"}; only approved templates can be sent until they reply.
            </span>
          </p>
          <TemplateDialog to={to} conversationId={c.id} highlight />
          <ScheduleMessageDialog channel="CHATAPP" recipientRef={to} conversationId={c.id} recipientName={c.contact.name} />
        </div>
      </div>
    );
  }

  const busy = send.isPending || uploading;

  async function submit() {
    const body = text.trim();
    if (busy || (!body && !file)) return;
    try {
      if (file) {
        setUploading(true);
        const mediaType = mediaTypeOf(file);
        const { mediaId } = await uploadMedia({ mediaType, base64: await readBase64(file), filename: file.name, mimeType: file.type });
        setUploading(false);
        await send.mutateAsync({
          kind: "media",
          body: { to, conversationId: c.id, mediaType, mediaId, ...(body && mediaType !== "audio" ? { caption: body } : {}), ...(mediaType === "document" ? { filename: file.name } : {}) },
        });
        setFile(null);
      } else {
        await send.mutateAsync({ kind: "text", body: { to, conversationId: c.id, body } });
      }
      setText("");
      box.current?.focus();
    } catch (err) {
      setUploading(false);
      toast.error(windowRefused(err) ? "The 24-hour window has closed" : "Could not send the message", {
        description: windowRefused(err) ? "Only templates can be sent until the customer writes again." : errorMessage(err),
      });
    }
  }

  function pick(f: File | undefined) {
    if (!f) return;
    const problem = attachmentProblem(f);
    if (problem) toast.error("This file can’t be sent", { description: problem });
    else setFile(f);
  }

  return (
    <form
      className="grid gap-2 border-t p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {file && (
        <div className="bg-muted flex w-fit max-w-full items-center gap-2 rounded-md px-2 py-1 text-sm" data-testid="attachment">
          <PaperclipIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{file.name}</span>
          <span className="text-muted-foreground shrink-0 text-xs">{mediaTypeOf(file)}</span>
          <Button type="button" variant="ghost" size="icon" className="size-6" onClick={() => setFile(null)} aria-label={`Remove ${file.name}`} disabled={busy}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <input ref={picker} type="file" accept={ACCEPT} className="hidden" onChange={(e) => (pick(e.target.files?.[0]), (e.target.value = ""))} data-testid="attach-input" />
        <Button type="button" variant="ghost" size="icon" onClick={() => picker.current?.click()} aria-label="Attach a file" disabled={busy}>
          <PaperclipIcon aria-hidden="true" />
        </Button>
        <TemplateDialog to={to} conversationId={c.id} />
        <ScheduleMessageDialog channel="CHATAPP" recipientRef={to} conversationId={c.id} recipientName={c.contact.name} compact />
        <ReplyTextarea ref={box} value={text} onChange={setText} onSubmit={() => void submit()} maxLength={4096} placeholder={file ? "Add a caption (optional)" : "Write a reply…"} describedBy={`composer-hint-${c.id}`} contactId={c.contact.id} />
        <SendButton busy={busy} disabled={(!text.trim() && !file)} />
      </div>
      <p id={`composer-hint-${c.id}`} className="text-muted-foreground px-1 text-[11px] max-sm:sr-only">
        Enter to send · Shift+Enter for a new line
      </p>
    </form>
  );
}
