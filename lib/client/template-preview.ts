/**
 * How a template reads on the customer's phone: {{n}} replaced by its sample (or left as a
 * placeholder when there is none yet) and the platform's *bold*, _italic_, ~strike~ and
 * ```mono``` markers applied, including around a variable ("Order *{{1}}* shipped").
 */

export type PreviewPart = { text: string } | { variable: number; sample: string | null };
export interface PreviewRun {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  mono: boolean;
  parts: PreviewPart[];
}

type Style = Omit<PreviewRun, "parts">;
const PLAIN: Style = { bold: false, italic: false, strike: false, mono: false };

// Each variable becomes one private-use character while the markers are read, so "*{{1}}*" is bold.
const SENTINEL_BASE = 0xe000;
const VARIABLE = /\{\{([1-9]\d{0,2})\}\}/g;
const SENTINELS = /([\ue000-\ue3ff])/;

const MARKERS: { token: string; style: keyof Style }[] = [
  { token: "```", style: "mono" },
  { token: "*", style: "bold" },
  { token: "_", style: "italic" },
  { token: "~", style: "strike" },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A marker opens before a non-space and closes after one, on one line, not inside a word.
const MARKER_RES = MARKERS.map(({ token, style }) => ({
  style,
  re: new RegExp(`(?<![\\p{L}\\p{N}])${escape(token)}(?=[^\\s])([^\\n]*?[^\\s])${escape(token)}(?![\\p{L}\\p{N}])`, "u"),
}));

export function previewRuns(text: string, samples: readonly (string | null | undefined)[] = []): PreviewRun[] {
  const numbers: number[] = [];
  const encoded = text.replace(VARIABLE, (_, n: string) => {
    numbers.push(Number(n));
    return String.fromCharCode(SENTINEL_BASE + numbers.length - 1);
  });
  return styled(encoded, PLAIN).map(({ style, text: t }) => ({
    ...style,
    parts: t
      .split(SENTINELS)
      .filter((s) => s !== "")
      .map((s): PreviewPart => {
        const code = s.length === 1 ? s.charCodeAt(0) - SENTINEL_BASE : -1;
        if (code < 0 || code >= numbers.length) return { text: s };
        const n = numbers[code];
        const sample = samples[n - 1];
        return { variable: n, sample: typeof sample === "string" && sample.trim() !== "" ? sample : null };
      }),
  }));
}

function styled(text: string, style: Style): { style: Style; text: string }[] {
  if (!text) return [];
  if (style.mono) return [{ style, text }];
  let best: { index: number; length: number; inner: string; style: keyof Style } | null = null;
  for (const { style: s, re } of MARKER_RES) {
    if (style[s]) continue;
    const m = re.exec(text);
    if (m && (best === null || m.index < best.index)) best = { index: m.index, length: m[0].length, inner: m[1], style: s };
  }
  if (!best) return [{ style, text }];
  return [
    ...(best.index > 0 ? [{ style, text: text.slice(0, best.index) }] : []),
    ...styled(best.inner, { ...style, [best.style]: true }),
    ...styled(text.slice(best.index + best.length), style),
  ];
}

/** The text as the phone shows it, placeholders kept where there is no sample (for labels and tests). */
export function previewText(text: string, samples: readonly (string | null | undefined)[] = []): string {
  return previewRuns(text, samples)
    .flatMap((r) => r.parts.map((p) => ("text" in p ? p.text : (p.sample ?? `{{${p.variable}}}`))))
    .join("");
}

/** The phone lists at most three buttons; with more it shows two and "See all options". */
export function visibleButtons<T>(buttons: readonly T[]): { shown: T[]; more: boolean } {
  return buttons.length > 3 ? { shown: buttons.slice(0, 2), more: true } : { shown: [...buttons], more: false };
}

/** AUTHENTICATION texts are the platform's own; these are its English wordings. */
export const AUTH_SAMPLE_CODE = "123456";
export const authBody = (code = AUTH_SAMPLE_CODE) => `${code} is your verification code.`;
export const AUTH_DISCLAIMER = "For your security, do not share this code.";
export function authExpiry(minutes: number | null | undefined): string | null {
  if (minutes == null || !Number.isInteger(minutes) || minutes < 1) return null;
  return `This code expires in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

const offerDate = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** "Offer ends in 3 days", "Offer ends in 5 hours", or the date when further away than a week. */
export function offerEnds(iso: string | null | undefined, now: number): string | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const left = at - now;
  if (left <= 0) return "Offer ended";
  const hours = Math.floor(left / 3_600_000);
  if (hours < 1) return `Offer ends in ${Math.max(1, Math.floor(left / 60_000))} min`;
  if (hours < 48) return `Offer ends in ${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.floor(hours / 24);
  return days <= 7 ? `Offer ends in ${days} days` : `Offer ends on ${offerDate.format(new Date(at))}`;
}
