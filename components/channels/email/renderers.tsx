"use client";

import { PaperclipIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { arr, obj, str } from "@/components/inbox/thread/content/read";
import { RichText } from "@/components/inbox/thread/content/rich-text";
import type { Message } from "@/lib/client/types";
import type { MessageRenderer } from "../channel-ui";

/**
 * An email in the thread (lib/channels/email/map-inbound.ts inbound, outbound.ts for replies):
 * its subject, what the customer wrote now (quoted text and signature cut), and on request the
 * whole message, as its HTML (sanitised on the server) or its full text. Attachments are links
 * to the stored files.
 */
function EmailMessage({ message: m }: { message: Message }) {
  const [full, setFull] = useState(false);
  const subject = str(m.content.subject);
  const html = str(m.content.html);
  const body = str(m.content.body);
  const shown = m.text ?? body ?? "";
  const more = !!html || (!!body && body.trim() !== shown.trim());
  const files = arr(m.content.attachments).map(obj).filter((a) => str(a.url));
  return (
    <div className="grid gap-1.5" data-testid="email-message">
      {subject && (
        <p className="text-xs font-semibold" data-testid="email-subject">
          {subject}
        </p>
      )}
      {full && html ? (
        // Sanitised on the server (sanitize-html): no scripts, styles, handlers or frames.
        <div className="bg-background max-h-96 overflow-auto rounded border p-2 text-sm [&_a]:underline [&_img]:inline-block [&_img]:max-w-full [&_p]:my-1 [&_blockquote]:border-l-2 [&_blockquote]:pl-2 [&_blockquote]:text-muted-foreground" data-testid="email-html" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <RichText text={full && body ? body : shown} />
      )}
      {more && (
        <Button type="button" variant="link" size="sm" className="h-auto justify-self-start p-0 text-xs" onClick={() => setFull((v) => !v)} aria-expanded={full}>
          {full ? "Show the reply only" : "Show the full message"}
        </Button>
      )}
      {files.length > 0 && (
        <ul className="grid gap-1" aria-label="Attachments">
          {files.map((a) => (
            <li key={str(a.id) ?? str(a.url)!}>
              <a href={str(a.url)!} className="inline-flex items-center gap-1 text-xs underline underline-offset-2" download={str(a.name) ?? undefined}>
                <PaperclipIcon className="size-3.5" aria-hidden="true" />
                {str(a.name) ?? "attachment"}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const EMAIL_RENDERERS: Record<string, MessageRenderer> = { text: EmailMessage, image: EmailMessage, file: EmailMessage };
