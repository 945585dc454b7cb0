import type { TemplateInput } from "./schemas";

export interface Problem {
  path: string;
  message: string;
}

/** The fields that passed their own type check; the rest were already reported as structural problems. */
export type Draft = Partial<TemplateInput>;

export interface LintCtx {
  d: Draft;
  /** The input as given, to tell a missing field from one already reported as mistyped. */
  raw: Record<string, unknown>;
  now: Date;
  add(path: string, message: string): void;
}

/** An optional string counts as set only with something in it (forms send "" for a cleared input). */
export const filled = (v: string | null | undefined): v is string => typeof v === "string" && v.trim().length > 0;

export const E164 = /^\+[1-9]\d{6,14}$/;
// The platform's resumable upload answers handles like "4::aW1hZ2UvcG5n:ARb...": digits, a colon, then opaque text.
export const UPLOAD_HANDLE = /^\d+:\S+$/;

export function checkHandle(c: LintCtx, path: string, handle: string | null | undefined, what: string) {
  if (!filled(handle)) return c.add(path, `is required: the media handle of the ${what} from POST /api/v1/chatapp/media/upload-for-template`);
  if (/^https?:\/\//i.test(handle)) return c.add(path, "must be a media handle from upload-for-template, not a URL (put the URL in headerMediaUrl)");
  if (!UPLOAD_HANDLE.test(handle)) c.add(path, "is not a media handle from upload-for-template");
}
