import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface WorkerProcess {
  /** What it wrote so far, for a failure's message. */
  log(): string;
  /** Signals its whole process group (tsx's child too); SIGKILL by default. */
  kill(signal?: NodeJS.Signals): void;
  exited: Promise<void>;
}

/**
 * `npm run worker` processes for the crash suites, each in its own process group so a SIGKILL
 * reaches the worker itself and not only tsx; `killAll` in afterAll leaves none behind.
 */
export function workerProcesses(baseEnv: () => Record<string, string>) {
  const children: ChildProcess[] = [];
  return {
    start(env: Record<string, string> = {}): WorkerProcess {
      const output: string[] = [];
      const child = spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/worker.ts"], {
        env: { ...process.env, ...baseEnv(), WORKERS: "on", LOG_LEVEL: "warn", ...env },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
      child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
      children.push(child);
      const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
      return { log: () => output.join(""), kill: (signal = "SIGKILL") => process.kill(-child.pid!, signal), exited };
    },
    killAll() {
      for (const c of children) {
        try {
          process.kill(-c.pid!, "SIGKILL");
        } catch {
          // already gone
        }
      }
    },
  };
}
