import { expect } from "vitest";
import { AppError } from "@/lib/domain/errors";

/** The AppError a verb refused with; fails the test when it did not refuse or threw something else. */
export async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => new Error("expected a refusal"),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}
