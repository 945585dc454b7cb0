/**
 * Phones are stored as digits only (no +). Input may carry spaces, dashes, dots, parentheses
 * and a leading +; anything else is refused rather than guessed at.
 */
export const PHONE_INPUT = /^\+?[\d\s\-().]+$/;

export function normalisePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_INPUT.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  // E.164 numbers have at most 15 digits; fewer than 6 is no reachable number.
  if (digits.length < 6 || digits.length > 15) return null;
  return digits;
}
