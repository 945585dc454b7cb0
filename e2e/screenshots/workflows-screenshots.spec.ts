import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api, customerPhone } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of the workflows area (the list, the editor with a graph and the inspector, the run
 * history with a run's path on the canvas, the problems of an unfinished draft, the new
 * workflow dialog) in both themes, written to screenshots/ for a person to look over. Data is
 * made through the API, only where missing; runs go through the chatapp sandbox.
 */
type Workflow = { id: string; name: string; status: string };
const ONBOARDING = "New contact onboarding";
const DRAFT = "Abandoned cart reminder";
const PAUSED = "Re-engage quiet customers";
const TAG = "Engaged";

const node = (id: string, type: string, x: number, y: number, config: Record<string, unknown>, label?: string) => ({ id, type, position: { x, y }, config, ...(label && { label }) });
const link = (id: string, source: string, target: string, sourceHandle: string) => ({ id, source, target, sourceHandle });

function onboarding(tagId: string) {
  return {
    name: ONBOARDING,
    triggerEvent: "contact.created",
    nodes: [
      node("trigger", "trigger", 0, 120, { filters: [] }),
      node("condition-1", "condition", 250, 120, { match: "all", rules: [{ source: "contact", key: "name", operator: "contains", value: "VIP" }] }, "Is a VIP?"),
      node("send-text-1", "chatapp-send-text", 500, 0, { text: "Welcome aboard, {{contact.firstName}}! Reply to this message if you need anything." }),
      node("wait-for-reply-1", "wait-for-reply", 750, 0, { timeout: { amount: 1, unit: "days" } }),
      node("add-tag-1", "add-tag", 1000, -70, { tagId }),
      node("end-1", "end", 1000, 90, {}),
      node("split-1", "split", 500, 250, { branches: [{ id: "a", label: "Sales", percent: 50 }, { id: "b", label: "Support", percent: 50 }] }),
      node("set-lifecycle-stage-1", "set-lifecycle-stage", 750, 200, { stage: "LEAD" }),
      node("assign-agent-1", "assign-agent", 750, 360, { mode: "round_robin" }),
    ],
    edges: [
      link("e1", "trigger", "condition-1", "next"),
      link("e2", "condition-1", "send-text-1", "true"),
      link("e3", "send-text-1", "wait-for-reply-1", "next"),
      link("e4", "wait-for-reply-1", "add-tag-1", "replied"),
      link("e5", "wait-for-reply-1", "end-1", "timeout"),
      link("e6", "condition-1", "split-1", "false"),
      link("e7", "split-1", "set-lifecycle-stage-1", "a"),
      link("e8", "split-1", "assign-agent-1", "b"),
    ],
  };
}

/** A draft half done: a template nobody picked and a step nothing leads to. */
const draft = {
  name: DRAFT,
  triggerEvent: "ecommerce.cart.abandoned",
  nodes: [
    node("trigger", "trigger", 0, 0, { filters: [{ path: "cart.total", operator: "greater_than", value: 50 }] }),
    node("delay-1", "delay", 250, 0, { mode: "duration", duration: { amount: 2, unit: "hours" } }),
    node("chatapp-send-template-1", "chatapp-send-template", 500, 0, { templateName: "", languageCode: "en" }),
    node("http-request-1", "http-request", 500, 180, { method: "POST", url: "https://crm.example.com/hooks/cart", headers: [], body: '{"contact": "{{contact.id}}"}', timeoutSeconds: 10 }),
  ],
  edges: [link("e1", "trigger", "delay-1", "next"), link("e2", "delay-1", "chatapp-send-template-1", "next")],
};

async function seed(r: APIRequestContext): Promise<Record<string, Workflow>> {
  await api(r, "POST", "/api/v1/channels/chatapp/sandbox");
  const listed = await api<{ data: Workflow[] }>(r, "GET", "/api/v1/workflows?limit=100");
  const byName = Object.fromEntries(listed.data.map((w) => [w.name, w]));
  if (!byName[ONBOARDING]) {
    const tags = await api<{ data: { id: string; name: string }[] }>(r, "GET", "/api/v1/contacts/tags/all");
    const tag = tags.data.find((t) => t.name === TAG) ?? (await api<{ id: string }>(r, "POST", "/api/v1/contacts/tags", { name: TAG, color: "#7c3aed" }));
    const w = await api<Workflow>(r, "POST", "/api/v1/workflows", onboarding(tag.id));
    await api(r, "POST", `/api/v1/workflows/${w.id}/publish`);
    // A VIP who writes and then answers the welcome, and two contacts who take the other branch.
    const vip = { phone: customerPhone(), name: "Maya Patel VIP" };
    await api(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from: vip.phone, name: vip.name, text: "Hi there!" });
    await expect.poll(async () => (await api<{ data: { status: string }[] }>(r, "GET", `/api/v1/workflows/${w.id}/runs`)).data[0]?.status, { timeout: 30_000 }).toBe("WAITING");
    await api(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from: vip.phone, name: vip.name, text: "Thanks, that was quick" });
    for (const name of ["Tom Berg", "Ines Duarte"]) await api(r, "POST", "/api/v1/contacts", { name, phone: customerPhone() });
    const finished = (s: string) => s !== "RUNNING" && s !== "WAITING";
    await expect
      .poll(async () => (await api<{ data: { status: string }[] }>(r, "GET", `/api/v1/workflows/${w.id}/runs`)).data.filter((x) => finished(x.status)).length, { timeout: 30_000 })
      .toBe(3);
    byName[ONBOARDING] = w;
  }
  if (!byName[DRAFT]) byName[DRAFT] = await api<Workflow>(r, "POST", "/api/v1/workflows", draft);
  if (!byName[PAUSED]) {
    const w = await api<Workflow>(r, "POST", "/api/v1/workflows", {
      name: PAUSED,
      triggerEvent: "web_event:pricing_viewed",
      nodes: [node("trigger", "trigger", 0, 0, { filters: [] }), node("end-1", "end", 300, 0, {})],
      edges: [link("e1", "trigger", "end-1", "next")],
    });
    await api(r, "POST", `/api/v1/workflows/${w.id}/publish`);
    await api(r, "POST", `/api/v1/workflows/${w.id}/unpublish`);
    byName[PAUSED] = w;
  }
  return byName;
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });

for (const theme of ["light", "dark"] as const) {
  test.describe(`workflows, ${theme} theme at 1600x1000`, () => {
    // The editor is a wide tool: at 1600 px its canvas shows a five-step-deep graph at a readable size.
    test.use({ colorScheme: theme, viewport: { width: 1600, height: 1000 } });

    test("list, editor, run history, problems", async ({ page }) => {
      test.setTimeout(180_000);
      await signInAsOwner(page);
      const w = await seed(page.request);

      await page.goto("/workflows");
      await settle(page);
      await expect(page.getByRole("row").filter({ hasText: ONBOARDING }).getByTestId("runs-24h")).not.toHaveText("0");
      await shot(page, `${theme}-workflows-list`);

      await page.getByRole("button", { name: "New workflow" }).click();
      const dialog = page.getByRole("dialog", { name: "New workflow" });
      await dialog.getByLabel("Name").fill("Birthday greetings");
      await dialog.getByRole("combobox", { name: "Trigger event" }).click();
      await page.getByRole("option", { name: "contact.updated", exact: true }).click();
      await expect(page.getByRole("listbox")).toHaveCount(0);
      await shot(page, `${theme}-workflow-new-dialog`);
      await page.keyboard.press("Escape");

      // The editor: the whole graph in view, the condition open in the inspector.
      await page.goto(`/workflows/${w[ONBOARDING].id}`);
      await settle(page);
      await expect(page.getByTestId("workflow-node")).toHaveCount(9);
      await page.getByTestId("rf__node-condition-1").click();
      await expect(page.getByTestId("inspector")).toHaveAttribute("data-node-id", "condition-1");
      await page.waitForTimeout(400);
      await shot(page, `${theme}-workflow-editor`);

      // The run history, the VIP's run chosen: its path lit on the canvas, its steps listed.
      await page.getByRole("tab", { name: "Runs" }).click();
      await expect(page.getByTestId("run-row")).toHaveCount(3);
      await shot(page, `${theme}-workflow-runs`);
      await page.getByTestId("run-row").filter({ hasText: "Maya Patel VIP" }).click();
      await expect(page.getByTestId("run-detail")).toHaveAttribute("data-status", "COMPLETED");
      await expect(page.locator('[data-visited="true"]')).toHaveCount(5);
      await page.getByTestId("run-step").nth(2).getByRole("button", { name: "Input and output" }).click();
      await shot(page, `${theme}-workflow-run-detail`);

      // An unfinished draft: its problems listed, and marked on the canvas.
      await page.goto(`/workflows/${w[DRAFT].id}`);
      await settle(page);
      await page.getByRole("tab", { name: /Problems/ }).click();
      await expect(page.getByTestId("problem-item").first()).toBeVisible();
      await shot(page, `${theme}-workflow-problems`);
      await page.getByTestId("problem-item").first().click();
      await expect(page.getByTestId("inspector")).toBeVisible();
      await shot(page, `${theme}-workflow-problem-inspector`);
    });
  });
}
