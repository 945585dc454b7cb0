import type { Message } from "@/lib/client/types";
import type { MessageRenderer } from "../channel-ui";
import { MediaMessage } from "@/components/inbox/thread/content/media";
import { arr, num, obj, str } from "@/components/inbox/thread/content/read";
import { RichText } from "@/components/inbox/thread/content/rich-text";

/**
 * SMS and MMS (lib/channels/sms/map-callback.ts inbound, lib/channels/sms/messaging/send.ts outbound):
 * a body, and for MMS the media by URL, each drawn by its content type like any linked media.
 */
function SmsMessage({ message: m }: { message: Message }) {
  const body = str(m.content.body) ?? m.text;
  const media = arr(m.content.media).map(obj).filter((x) => str(x.url));
  if (!media.length) return <RichText text={body ?? ""} />;
  return (
    <div className="grid gap-1.5" data-testid="sms-media">
      {media.map((x, i) => {
        const kind = str(x.contentType)?.split("/")[0] ?? m.type;
        return <MediaMessage key={i} type={kind === "image" || kind === "video" || kind === "audio" ? kind : "document"} content={{ mediaUrl: str(x.url) }} />;
      })}
      {body && <RichText text={body} />}
    </div>
  );
}

export const SMS_RENDERERS: Record<string, MessageRenderer> = {
  text: SmsMessage,
  image: SmsMessage,
  video: SmsMessage,
  audio: SmsMessage,
  file: SmsMessage,
};

/** "2 segments · UCS-2": what an outbound SMS was billed as, for the message's meta line. */
export function smsBilling(m: Message): string | null {
  if (m.direction !== "outbound") return null;
  const segments = num(m.content.segments);
  const encoding = str(m.content.encoding);
  if (!segments || !encoding) return null;
  return `${segments} ${segments === 1 ? "segment" : "segments"} · ${encoding}`;
}
