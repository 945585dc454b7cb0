"use client";

import { CheckCircle2Icon, Loader2Icon, TriangleAlertIcon, UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { readBase64 } from "@/components/inbox/composer/read-base64";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/client/api";
import { uploadMedia } from "@/components/channels/chatapp/use-chatapp";
import { useAttachTemplateMedia } from "@/lib/client/hooks/use-templates";
import { missingMedia } from "@/lib/client/template-view";
import type { Template } from "@/lib/client/types";
import { MEDIA_LIMITS } from "@/lib/channels/chatapp/messaging/media-limits";
import { mediaProblem, type MediaKind } from "../builder/media-upload";

type Slot = { key: string; label: string; kind: MediaKind; mediaId: string | null; card: number | null };

function slotsOf(t: Template): Slot[] {
  if (t.templateType === "CAROUSEL") {
    return t.carouselCards.map((c, i) => ({
      key: `card-${i}`,
      label: `Card ${i + 1}`,
      kind: c.headerFormat === "VIDEO" ? "video" : "image",
      mediaId: t.cardMedia.find((m) => m.index === i)?.mediaId ?? null,
      card: i,
    }));
  }
  const kind = t.headerType.toLowerCase();
  return kind === "image" || kind === "video" || kind === "document" ? [{ key: "header", label: `Header ${kind}`, kind, mediaId: t.headerMediaId, card: null }] : [];
}

/** Templates with a media header (or cards) send the same file each time: it is attached here. */
export function needsMedia(t: Template) {
  return slotsOf(t).length > 0;
}

/**
 * The media every send carries: the review sample was only for the platform's review, so the
 * file for customers is uploaded here (as for any media send) and its id attached.
 */
export function MediaCard({ template: t, canWrite }: { template: Template; canWrite: boolean }) {
  const attach = useAttachTemplateMedia(t.id);
  const missing = missingMedia(t);

  async function upload(slot: Slot, file: File) {
    const problem = mediaProblem(file, slot.kind);
    if (problem) return void toast.error("This file can’t be used", { description: problem });
    try {
      const { mediaId } = await uploadMedia({ mediaType: slot.kind, base64: await readBase64(file), filename: file.name, mimeType: file.type });
      const cards = t.cardMedia.filter((m) => m.index !== slot.card);
      await attach.mutateAsync({
        headerMediaId: slot.card === null ? mediaId : t.headerMediaId,
        carouselCards: slot.card === null ? cards : [...cards, { index: slot.card, mediaId }].sort((a, b) => a.index - b.index),
      });
      toast.success(`${slot.label}: ${file.name} attached`, { description: "Sends of this template now carry it." });
    } catch (err) {
      toast.error(`Could not attach ${file.name}`, { description: errorMessage(err) });
    }
  }

  return (
    <Card className="gap-4 py-5" data-testid="media-card">
      <CardHeader className="px-5">
        <CardTitle className="text-base">Media for sends</CardTitle>
        <CardDescription>The file customers receive with every send. The sample uploaded for the review is not sent.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        {missing.length > 0 && (
          <p className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200" role="status">
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>Sends are refused until {joinWords(missing)} {missing.length === 1 ? "has" : "have"} media attached.</span>
          </p>
        )}
        <ul className="grid gap-2">
          {slotsOf(t).map((slot) => (
            <MediaSlot key={slot.key} slot={slot} canWrite={canWrite} busy={attach.isPending} onFile={(f) => upload(slot, f)} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function MediaSlot({ slot, canWrite, busy, onFile }: { slot: Slot; canWrite: boolean; busy: boolean; onFile: (file: File) => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const [working, setWorking] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-3 py-2">
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-medium">{slot.label}</p>
        {slot.mediaId ? (
          <p className="text-muted-foreground flex items-center gap-1.5 text-xs">
            <CheckCircle2Icon className="size-3.5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            Attached <span className="truncate font-mono">{slot.mediaId}</span>
          </p>
        ) : (
          <p className="text-xs text-amber-700 dark:text-amber-300">Nothing attached</p>
        )}
      </div>
      {canWrite && (
        <>
          <input
            ref={input}
            type="file"
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            accept={MEDIA_LIMITS[slot.kind].mimeTypes.join(",")}
            data-testid={`attach-${slot.key}`}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (!file) return;
              setWorking(true);
              await onFile(file);
              setWorking(false);
            }}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy || working} onClick={() => input.current?.click()}>
            {working ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
            {slot.mediaId ? "Replace" : "Upload and attach"}
            <span className="sr-only"> {slot.label.toLowerCase()}</span>
          </Button>
        </>
      )}
    </li>
  );
}

const joinWords = (list: string[]) => (list.length < 2 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`);
