import { z } from "zod";

/**
 * The field rules every body schema words alike: a missing field "is required", a wrong type
 * says what it must be. One place, so a message reads the same on every route.
 */
export const required = (otherwise: string) => (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : otherwise);

/** A trimmed string that must hold something, at most `max` characters; `missing` words both absent and empty. */
export const requiredText = (max: number, missing = "is required") =>
  z
    .string({ error: (i) => (i.input === undefined ? missing : "must be a string") })
    .trim()
    .min(1, missing)
    .max(max, `must be at most ${max} characters`);
