import {
  AtSignIcon,
  CircleHelpIcon,
  ExternalLinkIcon,
  FileTextIcon,
  ImageIcon,
  MapPinIcon,
  MegaphoneIcon,
  MousePointerClickIcon,
  MusicIcon,
  Share2Icon,
  SmileIcon,
  StickerIcon,
  VideoIcon,
  ZapIcon,
  type LucideIcon,
} from "lucide-react";
import type { Message } from "@/lib/client/types";
import { arr, obj, str, type Obj } from "@/components/inbox/thread/content/read";
import { RichText } from "@/components/inbox/thread/content/rich-text";

/**
 * Renderers for the channels on the shared layer (photoapp, socialchat), keyed by message type.
 * Their content follows the platform's Send API and callbacks: `text`, `attachments: [{type,
 * payload: {url}}]`, quick replies, generic-template cards and button templates.
 */
export type GraphRenderer = (props: { message: Message }) => React.ReactNode;

const httpUrl = (v: unknown): string | null => {
  const s = str(v);
  return s && /^https?:\/\//i.test(s) ? s : null;
};

function Note({ icon: Icon, children }: { icon: LucideIcon; children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-1.5 text-xs font-medium opacity-80">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

const textOf = (m: Message) => str(m.content.text) ?? m.text;

function TextMessage({ message: m }: { message: Message }) {
  const referral = obj(m.content.referral);
  return (
    <div className="grid gap-1">
      {Object.keys(referral).length > 0 && <Note icon={MegaphoneIcon}>{referralLabel(referral)}</Note>}
      <RichText text={textOf(m) ?? ""} />
    </div>
  );
}

const MEDIA: Record<string, { icon: LucideIcon; label: string }> = {
  image: { icon: ImageIcon, label: "Photo" },
  video: { icon: VideoIcon, label: "Video" },
  audio: { icon: MusicIcon, label: "Audio" },
  file: { icon: FileTextIcon, label: "File" },
  sticker: { icon: StickerIcon, label: "Sticker" },
  share: { icon: Share2Icon, label: "Shared a post" },
};

/** One attachment: images and stickers, video and audio play inline; files and shares are a link card. */
function Attachment({ type, url }: { type: string; url: string | null }) {
  const kind = MEDIA[type] ?? MEDIA.file;
  if (url && (type === "image" || type === "sticker"))
    // eslint-disable-next-line @next/next/no-img-element -- the platform's CDN (any host); next/image would need each configured
    return <img src={url} alt={kind.label} className={type === "sticker" ? "size-24 object-contain" : "max-h-72 w-full rounded-md object-cover"} loading="lazy" />;
  if (url && type === "video") return <video src={url} controls preload="metadata" className="max-h-72 w-full rounded-md" />;
  if (url && type === "audio") return <audio src={url} controls preload="none" className="w-64 max-w-full" />;
  const Icon = kind.icon;
  return (
    <div className="bg-background/60 flex items-center gap-3 rounded-md border p-2.5" data-testid="media-card">
      <span className="bg-muted text-muted-foreground flex size-10 shrink-0 items-center justify-center rounded-md">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="grid min-w-0 text-sm">
        <span className="truncate font-medium">{kind.label}</span>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-muted-foreground truncate text-xs underline underline-offset-2">
            {type === "share" ? "Open post" : "Open file"}
          </a>
        ) : (
          <span className="text-muted-foreground text-xs">kept on the platform</span>
        )}
      </span>
    </div>
  );
}

function AttachmentsMessage({ message: m }: { message: Message }) {
  const attachments = arr(m.content.attachments).map(obj);
  const text = str(m.content.text);
  return (
    <div className="grid gap-1.5">
      {attachments.length === 0 ? <Attachment type={m.type} url={null} /> : attachments.map((a, i) => <Attachment key={i} type={str(a.type) ?? m.type} url={httpUrl(obj(a.payload).url)} />)}
      {text && <RichText text={text} />}
    </div>
  );
}

function LocationMessage({ message: m }: { message: Message }) {
  const payload = obj(obj(arr(m.content.attachments)[0]).payload);
  const coords = obj(payload.coordinates);
  const lat = typeof coords.lat === "number" ? coords.lat : null;
  const lng = typeof coords.long === "number" ? coords.long : null;
  const map = httpUrl(payload.url) ?? (lat !== null && lng !== null ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}` : null);
  return (
    <div className="bg-background/60 flex items-center gap-3 rounded-md border p-2.5 text-sm">
      <MapPinIcon className="text-primary size-6 shrink-0" aria-hidden="true" />
      <span className="grid min-w-0">
        <span className="truncate font-medium">{str(payload.title) ?? m.text ?? "Location"}</span>
        {map && (
          <a href={map} target="_blank" rel="noopener noreferrer nofollow" className="text-primary text-xs font-medium underline-offset-2 hover:underline">
            Open in map
          </a>
        )}
      </span>
    </div>
  );
}

function QuickReplyTap({ message: m }: { message: Message }) {
  return (
    <div className="grid gap-1">
      <Note icon={ZapIcon}>Tapped a quick reply</Note>
      <p className="font-medium">{textOf(m) ?? str(m.content.payload)}</p>
    </div>
  );
}

function PostbackTap({ message: m }: { message: Message }) {
  return (
    <div className="grid gap-1">
      <Note icon={MousePointerClickIcon}>Tapped a button</Note>
      <p className="font-medium">{str(m.content.title) ?? m.text ?? str(m.content.payload)}</p>
    </div>
  );
}

/** Reactions are drawn on the message they react to; one whose message is not loaded shows small. */
function ReactionMessage({ message: m }: { message: Message }) {
  const emoji = str(m.content.emoji) ?? str(obj(m.content.reaction).emoji);
  return (
    <p className="text-muted-foreground flex items-center gap-1 text-xs" data-testid="reaction">
      <SmileIcon className="size-3.5" aria-hidden="true" />
      {m.content.action === "unreact" || !emoji ? "Removed a reaction" : `Reacted ${emoji}`}
    </p>
  );
}

function StoryReply({ message: m }: { message: Message }) {
  const url = httpUrl(obj(m.content.story).url);
  return (
    <div className="grid gap-1">
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="flex items-center gap-1.5 text-xs font-medium opacity-80 hover:underline" data-testid="story-link">
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          Replied to your story
        </a>
      ) : (
        <Note icon={ExternalLinkIcon}>Replied to your story</Note>
      )}
      {str(m.content.text) && <RichText text={str(m.content.text)!} />}
    </div>
  );
}

function StoryMention({ message: m }: { message: Message }) {
  const url = httpUrl(obj(obj(arr(m.content.attachments)[0]).payload).url);
  return (
    <div className="grid gap-1">
      <Note icon={AtSignIcon}>Mentioned you in their story</Note>
      {url && (
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary text-xs font-medium underline-offset-2 hover:underline">
          View the story
        </a>
      )}
    </div>
  );
}

function referralLabel(r: Obj): string {
  const source = str(r.source);
  const ref = str(r.ref);
  return [source === "ADS" ? "Came from an ad" : source ? `Came from ${source.toLowerCase().replace(/_/g, " ")}` : "Came from a link", ref && `ref ${ref}`].filter(Boolean).join(" · ");
}

function ReferralMessage({ message: m }: { message: Message }) {
  const r = obj(m.content.referral);
  return <Note icon={MegaphoneIcon}>{Object.keys(r).length ? referralLabel(r) : (m.text ?? "Started a chat from a link")}</Note>;
}

/** Our quick replies: the text, then the chips the customer can tap. */
function QuickRepliesMessage({ message: m }: { message: Message }) {
  const replies = arr(m.content.quickReplies).map(obj);
  return (
    <div className="grid gap-2">
      <RichText text={textOf(m) ?? ""} />
      <ul className="flex flex-wrap gap-1.5" aria-label="Quick replies" data-testid="quick-replies">
        {replies.map((q, i) => (
          <li key={i} className="border-primary/40 text-primary bg-background/60 rounded-full border px-2.5 py-0.5 text-xs font-medium">
            {str(q.title) ?? "Reply"}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A button of a card or a button template: links open, postbacks show what they send. */
function TemplateButton({ button }: { button: Obj }) {
  const title = str(button.title) ?? "Button";
  const url = button.type === "web_url" ? httpUrl(button.url) : null;
  const className = "text-primary flex items-center justify-center gap-1.5 border-t border-current/15 px-2 py-1.5 text-sm font-medium";
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={`${className} hover:underline`}>
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      {title}
    </a>
  ) : (
    <span className={className} title={str(button.payload) ? `Sends ${str(button.payload)}` : undefined}>
      {title}
    </span>
  );
}

/** A carousel (generic template): cards side by side that scroll horizontally. */
function CarouselMessage({ message: m }: { message: Message }) {
  const elements = arr(m.content.elements).map(obj);
  return (
    <ul className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1" aria-label="Carousel" data-testid="carousel" tabIndex={0}>
      {elements.map((e, i) => {
        const image = httpUrl(e.image_url);
        return (
          <li key={i} className="bg-background flex w-52 shrink-0 snap-start flex-col overflow-hidden rounded-lg border" data-testid="carousel-card">
            {image ? (
              // eslint-disable-next-line @next/next/no-img-element -- any host the sender linked
              <img src={image} alt="" className="h-28 w-full object-cover" loading="lazy" />
            ) : (
              <div className="bg-muted text-muted-foreground flex h-16 items-center justify-center">
                <ImageIcon className="size-5" aria-hidden="true" />
              </div>
            )}
            <div className="grid flex-1 content-start gap-0.5 p-2">
              <p className="line-clamp-2 text-sm font-semibold">{str(e.title) ?? "Card"}</p>
              {str(e.subtitle) && <p className="text-muted-foreground line-clamp-2 text-xs">{str(e.subtitle)}</p>}
            </div>
            {arr(e.buttons).map((b, j) => (
              <TemplateButton key={j} button={obj(b)} />
            ))}
          </li>
        );
      })}
    </ul>
  );
}

/** A button template: the text, then the buttons stacked. */
function ButtonsMessage({ message: m }: { message: Message }) {
  return (
    <>
      <RichText text={textOf(m) ?? ""} />
      <div className="-mx-3 -mb-2 mt-2 grid" data-testid="template-buttons">
        {arr(m.content.buttons).map((b, i) => (
          <TemplateButton key={i} button={obj(b)} />
        ))}
      </div>
    </>
  );
}

function MediaTemplateMessage({ message: m }: { message: Message }) {
  const type = m.content.mediaType === "video" ? "video" : "image";
  return (
    <>
      <Attachment type={type} url={httpUrl(m.content.url)} />
      <div className="-mx-3 -mb-2 mt-2 grid">
        {arr(m.content.buttons).map((b, i) => (
          <TemplateButton key={i} button={obj(b)} />
        ))}
      </div>
    </>
  );
}

function UnsupportedMessage({ message: m }: { message: Message }) {
  return (
    <div className="grid gap-1">
      <Note icon={CircleHelpIcon}>This message type can’t be shown here</Note>
      {m.text && m.text !== "Unsupported message" && <p className="text-sm">{m.text}</p>}
    </div>
  );
}

export const GRAPH_RENDERERS: Record<string, GraphRenderer> = {
  text: TextMessage,
  image: AttachmentsMessage,
  video: AttachmentsMessage,
  audio: AttachmentsMessage,
  file: AttachmentsMessage,
  sticker: AttachmentsMessage,
  share: AttachmentsMessage,
  location: LocationMessage,
  quick_reply: QuickReplyTap,
  postback: PostbackTap,
  reaction: ReactionMessage,
  story_reply: StoryReply,
  story_mention: StoryMention,
  referral: ReferralMessage,
  unsupported: UnsupportedMessage,
  quick_replies: QuickRepliesMessage,
  carousel: CarouselMessage,
  buttons: ButtonsMessage,
  media_template: MediaTemplateMessage,
};
