import { CopyIcon, ExternalLinkIcon, FileTextIcon, ImageIcon, LayoutListIcon, ListIcon, PhoneIcon, PlayIcon, ReplyIcon, TagIcon } from "lucide-react";
import { offerEnds, visibleButtons } from "@/lib/client/template-preview";
import type { TemplateButton } from "@/lib/templates/schemas";
import { cn } from "@/lib/utils";

/** A picked file the preview can show (an object URL), or null to draw a placeholder of its kind. */
export type PreviewMedia = { url: string | null; name?: string | null; mimeType?: string | null };

const BUTTON_ICONS = { QUICK_REPLY: ReplyIcon, URL: ExternalLinkIcon, PHONE_NUMBER: PhoneIcon, COPY_CODE: CopyIcon, FLOW: LayoutListIcon, OTP: CopyIcon } as const;

/** The label the phone shows: the platform names copy-code buttons itself, and ONE_TAP shows the autofill label. */
function buttonLabel(b: TemplateButton): string {
  if (b.type === "COPY_CODE") return "Copy offer code";
  if (b.type === "OTP" && b.otpType === "ONE_TAP") return b.autofillText?.trim() || "Autofill";
  return b.text?.trim() ?? "";
}

/** Buttons under the bubble, one per row as the phone lists them. */
export function PreviewButtons({ buttons, className }: { buttons: readonly TemplateButton[]; className?: string }) {
  if (!buttons.length) return null;
  const { shown, more } = visibleButtons(buttons);
  return (
    <ul className={cn("divide-wa-divider border-wa-divider grid divide-y border-t", className)} aria-label="Buttons">
      {shown.map((b, i) => {
        const Icon = BUTTON_ICONS[b.type] ?? ReplyIcon;
        const label = buttonLabel(b);
        return (
          <li key={i} data-testid="preview-button" className="text-wa-link flex items-center justify-center gap-1.5 px-3 py-2 text-[13px] font-medium">
            <Icon className="size-3.5 shrink-0" aria-hidden="true" />
            {label ? <span className="truncate">{label}</span> : <span className="italic opacity-60">Button label</span>}
          </li>
        );
      })}
      {more && (
        <li className="text-wa-link flex items-center justify-center gap-1.5 px-3 py-2 text-[13px] font-medium">
          <ListIcon className="size-3.5" aria-hidden="true" />
          See all options
        </li>
      )}
    </ul>
  );
}

/** An image, video or document header: the picked file when there is one, else a placeholder of its kind. */
export function MediaHeader({ kind, media, className }: { kind: string; media?: PreviewMedia | null; className?: string }) {
  const url = media?.url ?? null;
  if (kind === "DOCUMENT") {
    return (
      <div className={cn("bg-wa-inset flex items-center gap-2 rounded-md px-2.5 py-2", className)} data-testid="preview-media" data-kind={kind}>
        <span className="flex size-8 shrink-0 items-center justify-center rounded bg-red-500/15 text-red-600 dark:text-red-400">
          <FileTextIcon className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 truncate text-xs">{media?.name ?? "Document"}</span>
      </div>
    );
  }
  if (url && kind === "IMAGE") {
    // eslint-disable-next-line @next/next/no-img-element -- a local object URL; next/image cannot load it.
    return <img src={url} alt={media?.name ? `Header image ${media.name}` : "Header image"} className={cn("aspect-[1.91/1] w-full rounded-md object-cover", className)} data-testid="preview-media" data-kind={kind} />;
  }
  if (url && kind === "VIDEO") {
    return <video src={url} muted playsInline className={cn("aspect-[1.91/1] w-full rounded-md bg-black object-cover", className)} data-testid="preview-media" data-kind={kind} />;
  }
  const Icon = kind === "VIDEO" ? PlayIcon : ImageIcon;
  return (
    <div className={cn("bg-wa-inset text-wa-muted flex aspect-[1.91/1] w-full flex-col items-center justify-center gap-1 rounded-md", className)} data-testid="preview-media" data-kind={kind}>
      <Icon className="size-7" aria-hidden="true" />
      <span className="text-[11px]">{kind === "VIDEO" ? "Video" : "Image"} header</span>
    </div>
  );
}

/** The limited-time offer strip: headline, countdown and the code. */
export function OfferBanner({ text, expiration, code, now }: { text?: string | null; expiration?: string | null; code?: string | null; now: number }) {
  const ends = offerEnds(expiration, now);
  return (
    <div className="bg-wa-inset flex items-start gap-2.5 rounded-md px-2.5 py-2" data-testid="preview-offer">
      <span className="bg-wa-link/15 text-wa-link flex size-8 shrink-0 items-center justify-center rounded-full">
        <TagIcon className="size-4" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate text-[13px] font-semibold">{text?.trim() || <span className="italic opacity-60">Offer text</span>}</p>
        {ends && <p className="text-wa-muted text-[11px]">{ends}</p>}
        {code?.trim() && <p className="text-wa-muted font-mono text-[11px]">Code {code.trim()}</p>}
      </div>
    </div>
  );
}
