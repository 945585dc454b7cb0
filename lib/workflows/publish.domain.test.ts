import { createLabel } from "@/lib/labels/crud";
import { describe, expect, it } from "vitest";
import type { TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { createInbox } from "@/lib/inboxes/create-inbox";
import { deleteInbox } from "@/lib/inboxes/delete-inbox";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { rolledBack } from "@/lib/testing/rolled-back";
import { createWorkflow } from "./crud";
import { httpRequestExecutor } from "./engine/executors/http-request";
import { publishWorkflow } from "./publish";

type Problem = { nodeId?: string; path?: string; code: string; message: string };

/** A trigger and one node after it, published: the problems it is refused with, or none. */
async function publishOne(ctx: TxCtx, node: { type: string; config: Record<string, unknown> }): Promise<Problem[]> {
  const w = await createWorkflow({
    ctx,
    input: {
      name: "Under test",
      triggerEvent: "contact.created",
      allowReentry: false,
      nodes: [
        { id: "t", type: "trigger", position: { x: 0, y: 0 }, config: { filters: [] } },
        { id: "n", type: node.type, position: { x: 0, y: 160 }, config: node.config },
      ],
      edges: [{ id: "e1", source: "t", target: "n" }],
    },
  });
  try {
    await ctx.tx.transaction((sp) => publishWorkflow({ ctx: { ...ctx, tx: sp }, id: w.id }));
    return [];
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "VALIDATION_ERROR") throw err;
    return err.details!.problems as Problem[];
  }
}

/** What the run's step says of the URL: the executor's own call, refused before any connection. */
async function runRefusal(url: string): Promise<string | null> {
  const outcome = await httpRequestExecutor.perform({ method: "GET", url, headers: {}, timeoutMs: 2000, key: "k" });
  return outcome.ok ? null : outcome.error;
}

// Each is refused by the run without any network: publishing must refuse it the same way.
const BAD_URLS = [
  "http://169.254.169.254/latest/meta-data",
  "https://169.254.169.254/latest/meta-data",
  "https://",
  "not a url",
  "ftp://files.example.com/x",
  "http://api.example.com/hook",
  "https://127.0.0.1/admin",
  "https://[::1]/",
  "https://10.1.2.3/internal",
  "https://user:secret@api.example.com/",
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://localhost/x",
  "https://169.254.169.254/{{contact.id}}",
];

describe("publishing runs the run's own checks", () => {
  it.each(BAD_URLS)("an http-request to %s is refused at publish with the reason the run gives", async (url) => {
    await rolledBack(async (ctx) => {
      const run = await runRefusal(url.replace(/\{\{[^}]*\}\}/g, "x"));
      expect(run, "the run refuses it").toMatch(/^Refused target: /);
      const problems = await publishOne(ctx, { type: "http-request", config: { method: "GET", url } });
      expect(problems).toEqual([{ nodeId: "n", path: "url", code: "unsafe_url", message: `HTTP request: url ${run!.replace("Refused target: ", "")} (the run would refuse it)` }]);
    });
  });

  it("publishes a public URL, and one whose host only the run knows (the run checks it then)", async () => {
    await rolledBack(async (ctx) => {
      expect(await publishOne(ctx, { type: "http-request", config: { method: "POST", url: "https://203.0.113.9/hooks/{{contact.id}}?a={{event.x}}" } })).toEqual([
        { nodeId: "n", path: "url", code: "unsafe_url", message: "HTTP request: url points at a non-public address (reserved) (the run would refuse it)" },
      ]);
      expect(await publishOne(ctx, { type: "http-request", config: { method: "POST", url: "https://8.8.8.8/hooks/{{contact.id}}?a={{event.x}}" } })).toEqual([]);
      expect(await publishOne(ctx, { type: "http-request", config: { method: "GET", url: "{{event.callbackUrl}}" } })).toEqual([]);
      expect(await publishOne(ctx, { type: "http-request", config: { method: "GET", url: "https://{{event.host}}/x" } })).toEqual([]);
    });
  });

  it("a send-message node's inbox must be the company's, on its channel, not deleted; CRM assignees of the team", async () => {
    await rolledBack(async (ctx, { userId }) => {
      const photoapp = await defaultInboxId(ctx, "PHOTOAPP");
      const spare = await createInbox({ ctx, input: { channel: "photoapp", mode: "sandbox", name: "Old shop" } });
      await deleteInbox({ ctx, id: spare.id });
      expect(await publishOne(ctx, { type: "send-message", config: { channel: "photoapp", inboxId: photoapp, kind: "text", text: "Hi" } })).toEqual([]);
      expect(await publishOne(ctx, { type: "send-message", config: { channel: "photoapp", kind: "text", text: "Hi" } })).toEqual([]);
      expect(await publishOne(ctx, { type: "send-message", config: { channel: "sms", inboxId: photoapp, kind: "text", text: "Hi" } })).toMatchObject([{ path: "inboxId", code: "wrong_channel" }]);
      expect(await publishOne(ctx, { type: "send-message", config: { channel: "photoapp", inboxId: "chn_nope", kind: "text", text: "Hi" } })).toMatchObject([{ path: "inboxId", code: "unknown_inbox" }]);
      expect(await publishOne(ctx, { type: "send-message", config: { channel: "photoapp", inboxId: spare.id, kind: "text", text: "Hi" } })).toMatchObject([{ path: "inboxId", code: "deleted_inbox" }]);
      expect(await publishOne(ctx, { type: "send-message", config: { channel: "chatapp", kind: "template", templateName: "not_stored", languageCode: "en" } })).toMatchObject([{ path: "templateName", code: "unknown_template" }]);
      expect(await publishOne(ctx, { type: "create-ticket", config: { subject: "Hi", assigneeId: userId } })).toEqual([]);
      expect(await publishOne(ctx, { type: "create-task", config: { title: "Hi", assigneeId: "usr_gone" } })).toMatchObject([{ path: "assigneeId", code: "unknown_agent" }]);
    });
  });

  it("an Add or remove label node's label must be the company's", async () => {
    await rolledBack(async (ctx) => {
      const vip = await createLabel({ ctx, input: { name: "vip", color: "#aa0000" } });
      expect(await publishOne(ctx, { type: "conversation-label", config: { action: "add", labelId: vip.id } })).toEqual([]);
      expect(await publishOne(ctx, { type: "conversation-label", config: { action: "remove", labelId: "lbl_gone" } })).toMatchObject([{ path: "labelId", code: "unknown_label" }]);
    });
  });
});
