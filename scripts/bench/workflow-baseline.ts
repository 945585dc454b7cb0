/**
 * bench:workflows' baseline: the workflow's steps called directly in a loop, no engine (no
 * runs, step rows, claims or outbox start): per contact, read it and evaluate the condition
 * (phone is set), add the tag (setContactTag), send the template twice (sendChatappMessage),
 * `concurrency` contacts at a time, as the engine runs WORKFLOW_CONCURRENCY runs at once. The
 * delay is left out (a sleep costs nothing but time). Runs in the bench process against the
 * same database and fake platform.
 */
import { getDb } from "@/db/client";
import { setContactTag } from "@/lib/contacts/contact-tag";
import { systemCtx } from "@/lib/domain/context";
import { mapLimit } from "@/lib/jobs/map-limit";
import type { ChatappSend } from "@/lib/channels/chatapp/messaging/cloud-types";
import { sendChatappMessage } from "@/lib/channels/chatapp/messaging/send/send-message";
import { loadContactFacts } from "@/lib/workflows/engine/executors/contact-facts";
import { compare } from "@/lib/workflows/engine/values";
import { pct } from "./measure";

export async function runBaseline(opts: { companyId: string; tagId: string; templateName: string; contactIds: string[]; concurrency: number }) {
  const ctx = systemCtx(opts.companyId, "Workflow baseline");
  const send = (to: string) => sendChatappMessage({ ctx, send: { kind: "template", input: { to, templateName: opts.templateName, languageCode: "en" } } as ChatappSend });
  let steps = 0;
  let errors = 0;
  const perContact: number[] = [];
  const t0 = performance.now();
  await mapLimit(opts.contactIds, opts.concurrency, async (id) => {
    const t = performance.now();
    try {
      const contact = await getDb().transaction((tx) => loadContactFacts({ ...ctx, tx }, id));
      steps++;
      if (!compare("is_set", contact.phone, undefined)) return;
      await setContactTag({ ctx, id, tagId: opts.tagId, action: "add" });
      steps++;
      await send(contact.phone!);
      steps++;
      await send(contact.phone!);
      steps++;
    } catch (err) {
      errors++;
      if (errors <= 3) console.error("baseline step failed:", err);
    }
    perContact.push(performance.now() - t);
  });
  const seconds = (performance.now() - t0) / 1000;
  perContact.sort((a, b) => a - b);
  return {
    contacts: opts.contactIds.length,
    concurrency: opts.concurrency,
    steps,
    errors,
    seconds: Math.round(seconds * 10) / 10,
    stepsPerSecond: Math.round(steps / seconds),
    contactsPerSecond: Math.round(opts.contactIds.length / seconds),
    perContactMs: { p50: pct(perContact, 50), p95: pct(perContact, 95) },
  };
}
