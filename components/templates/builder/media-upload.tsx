"use client";

import { FileIcon, Loader2Icon, UploadIcon, XIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { readBase64 } from "@/components/inbox/composer/read-base64";
import { errorMessage } from "@/lib/client/api";
import { uploadForTemplate } from "@/lib/client/hooks/use-templates";
import { isAllowedMime, MEDIA_LIMITS } from "@/lib/channels/chatapp/messaging/media-limits";
import { BuilderField } from "./builder-field";
import { useLocalMedia } from "./local-media";

export type MediaKind = "image" | "video" | "document";

/** Why this file can't be a header of this kind; null when it can. */
export function mediaProblem(file: File, kind: MediaKind): string | null {
  const limits = MEDIA_LIMITS[kind];
  if (!file.type || !isAllowedMime(kind, file.type)) return `${file.name} is not a ${kind} the platform takes (${limits.mimeTypes.join(", ")})`;
  if (file.size > limits.maxBytes) return `${file.name} is larger than ${limits.maxBytes / 1024 / 1024} MB, the limit for ${kind}`;
  if (file.size === 0) return `${file.name} is empty`;
  return null;
}

type Props = {
  /** The form path of the upload handle. */
  name: string;
  kind: MediaKind;
  label: string;
};

/**
 * A header sample for review: the file goes to upload-for-template and the handle it answers
 * goes in the form; the file itself is kept for the preview (see LocalMediaProvider).
 */
export function MediaUpload({ name, kind, label }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const local = useLocalMedia();
  const [uploading, setUploading] = useState<string | null>(null);
  return (
    <BuilderField name={name} label={label} description={`${MEDIA_LIMITS[kind].mimeTypes.map((m) => m.split("/")[1].toUpperCase()).join(", ")} up to ${MEDIA_LIMITS[kind].maxBytes / 1024 / 1024} MB: a sample for the review.`}>
      {(field, control) => {
        async function upload(file: File | undefined) {
          if (!file) return;
          const problem = mediaProblem(file, kind);
          if (problem) return void toast.error("This file can’t be used", { description: problem });
          setUploading(file.name);
          try {
            const res = await uploadForTemplate({ mediaType: kind, base64: await readBase64(file), filename: file.name, mimeType: file.type });
            local.remember(res.handle, file);
            field.onChange(res.handle);
          } catch (err) {
            toast.error(`Could not upload ${file.name}`, { description: errorMessage(err) });
          } finally {
            setUploading(null);
          }
        }
        const has = typeof field.value === "string" && field.value !== "";
        return (
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              type="file"
              accept={MEDIA_LIMITS[kind].mimeTypes.join(",")}
              className="hidden"
              tabIndex={-1}
              aria-hidden="true"
              data-testid={`${name}-file`}
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
            <Button type="button" variant="outline" size="sm" {...control} ref={field.ref} onBlur={field.onBlur} disabled={!!uploading} onClick={() => input.current?.click()}>
              {uploading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
              {uploading ? "Uploading…" : has ? `Replace ${kind}` : `Choose ${kind === "image" ? "an image" : `a ${kind}`}`}
            </Button>
            {(uploading || has) && (
              <span className="text-muted-foreground flex min-w-0 items-center gap-1.5 text-sm">
                <FileIcon className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{uploading ?? local.byHandle[field.value]?.name ?? "Uploaded sample"}</span>
              </span>
            )}
            {has && !uploading && (
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove the ${kind}`}
                onClick={() => field.onChange("")}
              >
                <XIcon aria-hidden="true" />
              </Button>
            )}
          </div>
        );
      }}
    </BuilderField>
  );
}
