import { FileTextIcon, ImageIcon, MicIcon, MusicIcon, StickerIcon, VideoIcon, type LucideIcon } from "lucide-react";
import { obj, str, type Obj } from "./read";
import { RichText } from "./rich-text";

// Links we can open: absolute ones, and this app's own files (website chat attachments).
const linkable = (url: string) => /^https?:\/\//.test(url) || url.startsWith("/api/v1/");

const KINDS: Record<string, { icon: LucideIcon; label: string }> = {
  image: { icon: ImageIcon, label: "Photo" },
  video: { icon: VideoIcon, label: "Video" },
  audio: { icon: MusicIcon, label: "Audio" },
  voice: { icon: MicIcon, label: "Voice message" },
  document: { icon: FileTextIcon, label: "Document" },
  sticker: { icon: StickerIcon, label: "Sticker" },
};

/**
 * Media by link (our own sends with mediaUrl) plays inline. Inbound media and uploaded media
 * carry only a platform id, so they show as a typed card: the file stays on the platform.
 */
export function MediaMessage({ type, content }: { type: string; content: Obj }) {
  const inbound = obj(content.media);
  const url = str(content.mediaUrl);
  const caption = str(content.caption) ?? str(inbound.caption);
  const filename = str(content.filename) ?? str(inbound.filename);
  const mime = str(inbound.mime_type);
  const kind = KINDS[type] ?? KINDS.document;
  const Icon = kind.icon;

  return (
    <div className="grid gap-1.5">
      {url && linkable(url) && type === "image" ? (
        // eslint-disable-next-line @next/next/no-img-element -- any host the sender linked; next/image would need each configured
        <img src={url} alt={caption ?? "Image"} className="max-h-72 w-full rounded-md object-cover" loading="lazy" />
      ) : url && linkable(url) && type === "video" ? (
        <video src={url} controls preload="metadata" className="max-h-72 w-full rounded-md" />
      ) : url && linkable(url) && type === "audio" ? (
        <audio src={url} controls preload="none" className="w-64 max-w-full" />
      ) : (
        <div className="bg-background/60 flex items-center gap-3 rounded-md border p-2.5" data-testid="media-card">
          <span className="bg-muted text-muted-foreground flex size-10 shrink-0 items-center justify-center rounded-md">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="grid min-w-0 text-sm">
            <span className="truncate font-medium">{filename ?? kind.label}</span>
            <span className="text-muted-foreground truncate text-xs">
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">
                  Open file
                </a>
              ) : (
                [mime, "kept on the platform"].filter(Boolean).join(" · ")
              )}
            </span>
          </span>
        </div>
      )}
      {caption && <RichText text={caption} />}
    </div>
  );
}
