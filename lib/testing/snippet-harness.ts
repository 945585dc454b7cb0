import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Test helpers that run the dashboard's code snippets for real (bash, node, python3). */

export type Received = { headers: http.IncomingHttpHeaders; rawBody: Buffer };

/** A loopback receiver that records each request and answers with `status` and a JSON body. */
export async function startReceiver(status = 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, rawBody: Buffer.concat(chunks) });
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ id: "wev_test" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export function writeTemp(name: string, content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "snippet-")), name);
  writeFileSync(file, content);
  return file;
}

export function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { env: { ...process.env, ...env }, timeout: 20_000 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${cmd} failed: ${err.message}\n${stderr}`)) : resolve({ stdout, stderr }),
    );
  });
}

/** Starts a long-running snippet (a server) and waits until it answers on `port`. */
export async function startProcess(cmd: string, args: string[], env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "" });
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`${cmd} did not start listening on ${port}`);
}

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}
