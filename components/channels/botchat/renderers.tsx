import {
  ExternalLinkIcon,
  FileTextIcon,
  ImageIcon,
  KeyboardIcon,
  KeyboardOffIcon,
  MicIcon,
  MousePointerClickIcon,
  PencilIcon,
  SquareTerminalIcon,
  StickerIcon,
  VideoIcon,
  type LucideIcon,
} from "lucide-react";
import type { Message } from "@/lib/client/types";
import { BotMarkdown } from "./bot-markdown";
import { ContactsMessage } from "@/components/inbox/thread/content/contacts";
import { LocationMessage } from "@/components/inbox/thread/content/location";
import { arr, obj, str, type Obj } from "@/components/inbox/thread/content/read";
import { RichText } from "@/components/inbox/thread/content/rich-text";

/**
 * Renderers for botchat (lib/channels/botchat/map-update.ts inbound, lib/channels/botchat/messaging/send.ts
 * outbound), keyed by message type. Inbound files have no public URL (the platform keeps them
 * behind the bot's token), so they show as a typed card; our own sends keep their keyboard.
 */
export type BotchatRenderer = (props: { message: Message }) => React.ReactNode;

const httpsUrl = (v: unknown): string | null => {
  const s = str(v);
  return s && /^https:\/\//i.test(s) ? s : null;
};

function Note({ icon: Icon, children }: { icon: LucideIcon; children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-1.5 text-xs font-medium opacity-80">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/** Our text as sent (markdown drawn as the app draws it), a customer's as typed. */
function Body({ text, markdown }: { text: string; markdown: boolean }) {
  return markdown ? <BotMarkdown text={text} /> : <RichText text={text} />;
}

/** Inline buttons under our message (links open; replies show what they send back) and reply keyboards as answer chips. */
function Keyboard({ keyboard }: { keyboard: Obj }) {
  const inline = arr(keyboard.inline).map(arr);
  if (inline.length)
    return (
      <div className="-mx-3 -mb-2 mt-2 grid gap-px overflow-hidden rounded-bl-2xl rounded-br-sm border-t border-current/10" data-testid="inline-keyboard" aria-label="Inline buttons" role="group">
        {inline.map((row, i) => (
          <div key={i} className="grid auto-cols-fr grid-flow-col gap-px" data-testid="inline-keyboard-row">
            {row.map(obj).map((b, j) => {
              const url = httpsUrl(b.url);
              const label = str(b.text) ?? "Button";
              const className = "bg-background/70 text-primary flex min-w-0 items-center justify-center gap-1.5 px-2 py-1.5 text-sm font-medium";
              return url ? (
                <a key={j} href={url} target="_blank" rel="noopener noreferrer nofollow" className={`${className} hover:underline`} data-testid="inline-button">
                  <span className="truncate">{label}</span>
                  <ExternalLinkIcon className="size-3 shrink-0" aria-hidden="true" />
                </a>
              ) : (
                <span key={j} className={className} title={`Sends back “${str(b.data) ?? label}”`} data-testid="inline-button">
                  <span className="truncate">{label}</span>
                </span>
              );
            })}
          </div>
        ))}
      </div>
    );
  const reply = obj(keyboard.reply);
  const rows = arr(reply.rows).map(arr);
  if (rows.length)
    return (
      <div className="mt-2 grid gap-1.5" data-testid="reply-keyboard">
        <Note icon={KeyboardIcon}>
          Answers offered{reply.oneTime === true ? " · hidden after one tap" : ""}
          {str(reply.placeholder) ? ` · “${str(reply.placeholder)}”` : ""}
        </Note>
        <ul className="flex flex-wrap gap-1.5" aria-label="Answers offered">
          {rows.flat().map((a, i) => (
            <li key={i} className="border-primary/40 text-primary bg-background/60 rounded-full border px-2.5 py-0.5 text-xs font-medium">
              {str(a) ?? "Answer"}
            </li>
          ))}
        </ul>
      </div>
    );
  if (keyboard.remove === true)
    return (
      <div className="mt-1.5">
        <Note icon={KeyboardOffIcon}>Removed the answer keyboard</Note>
      </div>
    );
  return null;
}

function TextMessage({ message: m }: { message: Message }) {
  const c = m.content;
  return (
    <>
      <Body text={str(c.body) ?? m.text ?? ""} markdown={m.direction === "outbound" && c.format === "markdown"} />
      <Keyboard keyboard={obj(c.keyboard)} />
    </>
  );
}

const FILES: Record<string, { icon: LucideIcon; label: string }> = {
  image: { icon: ImageIcon, label: "Photo" },
  video: { icon: VideoIcon, label: "Video" },
  audio: { icon: MicIcon, label: "Audio" },
  file: { icon: FileTextIcon, label: "File" },
  sticker: { icon: StickerIcon, label: "Sticker" },
};

/** A photo we sent by URL shows; everything else (all inbound files) is a card naming the file. */
function FileCard({ type, content }: { type: string; content: Obj }) {
  const url = httpsUrl(content.url);
  const kind = FILES[type] ?? FILES.file;
  if (url && type === "image")
    // eslint-disable-next-line @next/next/no-img-element -- any host the sender linked; next/image would need each configured
    return <img src={url} alt={str(content.caption) ?? "Photo"} className="max-h-72 w-full rounded-md object-cover" loading="lazy" />;
  const Icon = kind.icon;
  const filename = str(content.filename) ?? (url ? decodeURIComponent(url.split("/").pop() ?? "") || null : null);
  const details = [str(content.mimeType), typeof content.size === "number" ? `${Math.max(1, Math.round(content.size / 1024))} KB` : null].filter(Boolean).join(" · ");
  return (
    <div className="bg-background/60 flex items-center gap-3 rounded-md border p-2.5" data-testid="media-card">
      <span className="bg-muted text-muted-foreground flex size-10 shrink-0 items-center justify-center rounded-md">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="grid min-w-0 text-sm">
        <span className="truncate font-medium">{filename ?? kind.label}</span>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-muted-foreground truncate text-xs underline underline-offset-2">
            Open file
          </a>
        ) : (
          <span className="text-muted-foreground truncate text-xs">{details ? `${details} · kept on the platform` : "Kept on the platform"}</span>
        )}
      </span>
    </div>
  );
}

function MediaMessage({ message: m }: { message: Message }) {
  const c = m.content;
  const caption = str(c.caption);
  return (
    <div className="grid gap-1.5">
      <FileCard type={m.type} content={c} />
      {caption && <Body text={caption} markdown={m.direction === "outbound" && c.format === "markdown"} />}
      <Keyboard keyboard={obj(c.keyboard)} />
    </div>
  );
}

function StickerMessage({ message: m }: { message: Message }) {
  const emoji = str(m.content.emoji);
  return emoji ? (
    <div className="grid justify-items-start gap-0.5">
      <span className="text-5xl leading-none" role="img" aria-label={`Sticker ${emoji}`}>
        {emoji}
      </span>
      <Note icon={StickerIcon}>Sticker</Note>
    </div>
  ) : (
    <FileCard type="sticker" content={m.content} />
  );
}

/** "/start promo": the command as a chip, its deep-link payload beside it. */
function CommandMessage({ message: m }: { message: Message }) {
  const command = str(m.content.command) ?? "command";
  const payload = str(m.content.payload);
  return (
    <div className="grid gap-1">
      <Note icon={SquareTerminalIcon}>{command === "start" ? (payload ? "Started the bot from a link" : "Started the bot") : "Sent a command"}</Note>
      <p className="flex flex-wrap items-center gap-1.5">
        <span className="bg-primary/10 text-primary rounded-md px-1.5 py-0.5 font-mono text-sm font-semibold" data-testid="bot-command">
          /{command}
        </span>{" "}
        {payload && (
          <span className="bg-muted rounded-md px-1.5 py-0.5 font-mono text-xs" data-testid="bot-command-payload" title="The deep-link payload">
            {payload}
          </span>
        )}
      </p>
    </div>
  );
}

/** A tapped inline button: the customer's choice (its data). */
function ButtonTap({ message: m }: { message: Message }) {
  return (
    <div className="grid gap-1">
      <Note icon={MousePointerClickIcon}>Tapped a button</Note>
      <p className="font-medium" data-testid="button-choice">
        {str(m.content.data) ?? m.text ?? "—"}
      </p>
    </div>
  );
}

/** An edit is its own message: what the customer changed it to, marked as an edit. */
function EditedMessage({ message: m }: { message: Message }) {
  const c = m.content;
  const was = str(c.editedType) ?? "text";
  const body = was === "text" || was === "command" ? <Body text={str(c.body) ?? m.text ?? ""} markdown={false} /> : <MediaMessage message={{ ...m, type: was }} />;
  return (
    <div className="grid gap-1">
      <Note icon={PencilIcon}>
        <span data-testid="edited-mark">Edited</span> an earlier message
      </Note>
      {body}
    </div>
  );
}

export const BOTCHAT_RENDERERS: Record<string, BotchatRenderer> = {
  text: TextMessage,
  command: CommandMessage,
  button: ButtonTap,
  edited: EditedMessage,
  image: MediaMessage,
  video: MediaMessage,
  audio: MediaMessage,
  file: MediaMessage,
  sticker: StickerMessage,
  location: ({ message: m }) => <LocationMessage content={m.content} />,
  contact: ({ message: m }) => (
    <ContactsMessage content={{ contact: { name: { formatted_name: str(m.content.name) ?? "Contact" }, phones: str(m.content.phone) ? [{ phone: str(m.content.phone) }] : [] } }} />
  ),
};
