/**
 * Snippets travel as plain text with the matched ranges beside it, never as markup: the
 * dashboard renders the ranges as <mark> elements through React, so a message that holds
 * HTML is shown as the characters it is. Offsets are UTF-16 code units (JavaScript string
 * indexes), end exclusive.
 */
export type Range = { start: number; end: number };
export type Snippet = { text: string; highlights: Range[] };

/** The markers ts_headline puts around matches (stripped from the text before it is parsed). */
export const START_MARK = "\u0002";
export const STOP_MARK = "\u0003";

/** A ts_headline(…, HighlightAll) answer with START_MARK/STOP_MARK as text and ranges. */
export function fromMarked(marked: string): Snippet {
  let text = "";
  const highlights: Range[] = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === START_MARK) open = text.length;
    else if (ch === STOP_MARK) {
      if (open >= 0 && text.length > open) highlights.push({ start: open, end: text.length });
      open = -1;
    } else text += ch;
  }
  return { text, highlights: mergeRanges(highlights) };
}

/** Sorted, with overlapping or touching ranges joined. */
export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** Case-insensitive occurrences of `q` in `text` (names, emails). */
export function substringRanges(text: string, q: string): Range[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return [];
  const hay = text.toLocaleLowerCase();
  // Lower-casing can change a string's length (rare letters); then offsets would lie.
  if (hay.length !== text.length) return [];
  const out: Range[] = [];
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + needle.length)) out.push({ start: i, end: i + needle.length });
  return out;
}

/**
 * Where the digit sequence `digits` occurs in `text` when everything but digits is ignored,
 * as ranges of `text`: "5501" in "+971 55 01 234" covers "55 01".
 */
export function digitRanges(text: string, digits: string): Range[] {
  if (!digits) return [];
  const positions: number[] = [];
  let only = "";
  for (let i = 0; i < text.length; i++) {
    if (text[i]! >= "0" && text[i]! <= "9") {
      positions.push(i);
      only += text[i];
    }
  }
  const out: Range[] = [];
  for (let i = only.indexOf(digits); i >= 0; i = only.indexOf(digits, i + digits.length)) {
    out.push({ start: positions[i]!, end: positions[i + digits.length - 1]! + 1 });
  }
  return out;
}

/**
 * At most `width` characters around the first match, with "…" where text was cut, the
 * ranges moved to match. Short texts come back whole.
 */
export function crop(snippet: Snippet, width = 160): Snippet {
  const { text, highlights } = snippet;
  if (text.length <= width) return snippet;
  const first = highlights[0]?.start ?? 0;
  // Some context before the first match, the rest after it.
  let start = Math.max(0, first - Math.floor(width / 4));
  const end = Math.min(text.length, start + width);
  start = Math.max(0, end - width);
  // Do not cut a surrogate pair in half.
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start++;
  const cutEnd = end < text.length && isLowSurrogate(text.charCodeAt(end)) ? end - 1 : end;
  const prefix = start > 0 ? "…" : "";
  const body = text.slice(start, cutEnd);
  const shift = prefix.length - start;
  const kept = highlights
    .filter((r) => r.end > start && r.start < cutEnd)
    .map((r) => ({ start: Math.max(r.start, start) + shift, end: Math.min(r.end, cutEnd) + shift }));
  return { text: prefix + body + (cutEnd < text.length ? "…" : ""), highlights: kept };
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** The text split into plain and highlighted parts, in order (what the palette renders). */
export function segments(snippet: Snippet): { text: string; match: boolean }[] {
  const out: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const r of mergeRanges(snippet.highlights)) {
    const start = Math.max(r.start, at);
    const end = Math.min(r.end, snippet.text.length);
    if (end <= start) continue;
    if (start > at) out.push({ text: snippet.text.slice(at, start), match: false });
    out.push({ text: snippet.text.slice(start, end), match: true });
    at = end;
  }
  if (at < snippet.text.length) out.push({ text: snippet.text.slice(at), match: false });
  return out;
}
