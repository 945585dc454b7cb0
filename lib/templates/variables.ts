/**
 * Positional variables ({{1}}, {{2}}, ...) in template texts. The platform numbers them in
 * order of first use without gaps and rejects named or malformed placeholders in a positional
 * template, so the linter and the component builder both read texts through here.
 */
const TOKEN = /\{\{([^{}]*)\}\}/g;

export interface VariableScan {
  /** Variable numbers in order of appearance (repeats kept). */
  numbers: number[];
  /** Placeholders that are not a plain positive number, e.g. {{name}} or {{ 1 }}. */
  malformed: string[];
  /** Braces left over that do not form a placeholder, e.g. "{{1}" . */
  stray: boolean;
}

export function scanVariables(text: string): VariableScan {
  const numbers: number[] = [];
  const malformed: string[] = [];
  for (const m of text.matchAll(TOKEN)) {
    if (/^[1-9]\d{0,2}$/.test(m[1])) numbers.push(Number(m[1]));
    else malformed.push(m[0]);
  }
  const rest = text.replace(TOKEN, "");
  return { numbers, malformed, stray: rest.includes("{{") || rest.includes("}}") };
}

/** Distinct variable numbers in order of first use. */
export function distinctVariables(text: string): number[] {
  return [...new Set(scanVariables(text).numbers)];
}

/** How many variables a text has when they are numbered correctly (the highest number). */
export function variableCount(text: string | null | undefined): number {
  if (!text) return 0;
  const n = scanVariables(text).numbers;
  return n.length ? Math.max(...n) : 0;
}

export const startsWithVariable = (text: string) => /^\s*\{\{[^{}]*\}\}/.test(text);
export const endsWithVariable = (text: string) => /\{\{[^{}]*\}\}\s*$/.test(text);
export const hasAdjacentVariables = (text: string) => /\{\{[^{}]*\}\}\s*\{\{[^{}]*\}\}/.test(text);
