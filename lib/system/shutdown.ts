/**
 * Ordered shutdown steps of this process (stop workers, then close the pool). Whoever stops
 * the process awaits runShutdown(); the embedded database waits for it too, so running jobs
 * finish on live connections before PostgreSQL goes down.
 */
type Step = { name: string; run: () => Promise<void> };

const g = globalThis as unknown as { __shutdownSteps?: Step[]; __shutdown?: Promise<void> };

export function onShutdown(name: string, run: () => Promise<void>) {
  (g.__shutdownSteps ??= []).push({ name, run });
}

export function runShutdown(): Promise<void> {
  g.__shutdown ??= (async () => {
    for (const step of g.__shutdownSteps ?? []) {
      try {
        await step.run();
      } catch (err) {
        process.stderr.write(`shutdown step ${step.name} failed: ${String(err)}\n`);
      }
    }
  })();
  return g.__shutdown;
}
