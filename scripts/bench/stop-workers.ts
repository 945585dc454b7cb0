import type { ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Stops the benchmark's `npm run worker` processes before their database is dropped: SIGTERM to
 * each one's process group (tsx and node), its exit awaited, SIGKILL after 15 s. Empties the list.
 */
export async function stopWorkers(workers: ChildProcess[]): Promise<void> {
  await Promise.all(
    workers.splice(0).map(async (w) => {
      if (w.exitCode !== null || w.signalCode !== null) return;
      const exited = new Promise((r) => w.once("exit", r));
      try {
        process.kill(-w.pid!, "SIGTERM");
      } catch {
        return; // gone
      }
      await Promise.race([exited, sleep(15_000)]);
      if (w.exitCode === null && w.signalCode === null) process.kill(-w.pid!, "SIGKILL");
    }),
  );
}
