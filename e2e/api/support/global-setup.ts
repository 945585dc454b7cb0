import type { TestProject } from "vitest/node";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";

export interface FirstOwner {
  email: string;
  password: string;
  companyId: string;
  userId: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    serverEnv: Record<string, string>;
    firstOwner: FirstOwner;
  }
}

let server: TestServer | undefined;

/** One built app on a fresh database for the whole integration run; first-run setup happens here. */
export default async function setup(project: TestProject) {
  server = await startTestServer("int", Number(process.env.TEST_PORT ?? 3100));
  const owner = { email: "founder@first.test", password: "first-run-password" };
  const res = await fetch(`${server.baseUrl}/api/v1/setup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ companyName: "First Run Co", name: "Founder", ...owner }),
  });
  if (res.status !== 200) throw new Error(`first-run setup failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { company: { id: string }; user: { id: string } };
  project.provide("baseUrl", server.baseUrl);
  project.provide("serverEnv", server.env);
  project.provide("firstOwner", { ...owner, companyId: body.company.id, userId: body.user.id });
  return async () => {
    await server?.stop();
  };
}
