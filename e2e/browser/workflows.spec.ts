import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, customerPhone } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * A workflow as a marketer builds it in the editor: created with its trigger (contact.created),
 * steps dragged from the palette onto the canvas, edges drawn between handles with the mouse,
 * a condition and two texts set in the inspector, published; then contacts start runs and the
 * run history shows each run's path on the canvas and its steps. Chatapp runs on the built-in
 * sandbox, so the sends really go through the send pipeline.
 */
const run = Date.now().toString(36);
const MARKER = `vip${run}`;

test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

const canvasNode = (page: Page, id: string) => page.getByTestId(`rf__node-${id}`).getByTestId("workflow-node");
const handle = (page: Page, nodeId: string, handleId: string) => page.getByTestId(`handle-${nodeId}-${handleId}`);
const edge = (page: Page, source: string, target: string) => page.locator(`.react-flow__edge[data-source="${source}"][data-target="${target}"]`);

/** Presses on one handle and lets go over another, with moves in between, as a person draws an edge. */
async function drawEdge(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 6 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

/** Picks an option of a labelled select (Radix) inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("draw a workflow, publish it, and follow its runs on the canvas", async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Welcome VIPs ${run}`;
  // The chatapp channel on the built-in sandbox, whatever another spec left it on.
  await api(page.request, "POST", "/api/v1/channels/chatapp/sandbox");

  // 1. A new workflow: a name and its event; the editor opens with the trigger placed.
  await page.goto("/workflows");
  await page.getByRole("button", { name: "New workflow" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New workflow" });
  await dialog.getByLabel("Name").fill(name);
  await choose(page, dialog, "Trigger event", "contact.created");
  await dialog.getByRole("button", { name: "Create workflow" }).click();
  await expect(page).toHaveURL(/\/workflows\/wf_[^/]+$/);
  const workflowId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByLabel("Workflow name")).toHaveValue(name);
  await expect(page.getByTestId("workflow-status")).toHaveAttribute("data-status", "DRAFT");
  await expect(canvasNode(page, "trigger")).toContainText("On contact.created, every time");

  // 2. Steps dragged from the palette: the trigger moved to the left, then a column per step.
  const canvas = page.getByTestId("workflow-canvas");
  await page.getByRole("button", { name: "Zoom Out" }).click();
  await page.getByRole("button", { name: "Zoom Out" }).click();
  const box = (await canvas.boundingBox())!;
  const t0 = (await canvasNode(page, "trigger").boundingBox())!;
  await page.mouse.move(t0.x + 40, t0.y + 12);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height / 2 - 60, { steps: 8 });
  await page.mouse.up();
  const t = (await canvasNode(page, "trigger").boundingBox())!;
  const column = t.width + 70;
  const dropAt = (dx: number, dy: number) => ({ targetPosition: { x: t.x - box.x + t.width / 2 + dx, y: t.y - box.y + t.height / 2 + dy } });
  await page.getByTestId("palette-condition").dragTo(canvas, dropAt(column, 0));
  await page.getByTestId("palette-chatapp-send-text").dragTo(canvas, dropAt(2 * column, -120));
  await page.getByTestId("palette-chatapp-send-text").dragTo(canvas, dropAt(2 * column, 120));
  await expect(page.getByTestId("workflow-node")).toHaveCount(4);
  for (const id of ["condition-1", "send-text-1", "send-text-2"]) await expect(canvasNode(page, id)).toBeVisible();

  // 3. Edges drawn handle to handle: trigger → condition, Yes → text A, No → text B.
  await drawEdge(page, handle(page, "trigger", "next"), handle(page, "condition-1", "in"));
  await drawEdge(page, handle(page, "condition-1", "true"), handle(page, "send-text-1", "in"));
  await drawEdge(page, handle(page, "condition-1", "false"), handle(page, "send-text-2", "in"));
  await expect(edge(page, "trigger", "condition-1")).toHaveCount(1);
  await expect(edge(page, "condition-1", "send-text-1")).toHaveAttribute("data-handle", "true");
  await expect(edge(page, "condition-1", "send-text-2")).toHaveAttribute("data-handle", "false");

  // 4. The inspector: the condition looks for the marker in the contact's name; the texts.
  const inspector = page.getByTestId("inspector");
  await canvasNode(page, "condition-1").click();
  await expect(inspector).toHaveAttribute("data-node-id", "condition-1");
  // A new condition's rule asks for a tag nobody picked yet: the step is marked until it is set.
  await expect(canvasNode(page, "condition-1")).toHaveAttribute("data-problem", "true");
  await choose(page, inspector, "Source", "Contact field");
  await choose(page, inspector, "Field", "Name");
  await choose(page, inspector, "Operator", "contains");
  await inspector.getByRole("textbox", { name: "Value" }).fill(MARKER);
  await expect(canvasNode(page, "condition-1").getByTestId("node-summary")).toHaveText(`If name contains “${MARKER}”`);
  await expect(canvasNode(page, "condition-1")).not.toHaveAttribute("data-problem", "true");

  await canvasNode(page, "send-text-1").click();
  await expect(inspector).toHaveAttribute("data-node-id", "send-text-1");
  await inspector.getByRole("textbox", { name: "Message" }).fill("Welcome aboard, {{contact.firstName}}! (A)");
  await canvasNode(page, "send-text-2").click();
  await expect(inspector).toHaveAttribute("data-node-id", "send-text-2");
  await inspector.getByRole("textbox", { name: "Message" }).fill("Thanks for joining us. (B)");
  await expect(canvasNode(page, "send-text-2").getByTestId("node-summary")).toHaveText("Thanks for joining us. (B)");

  // 5. Nothing left to fix; publish waits for the draft to be saved, then version 1 is live.
  await expect(page.getByTestId("problem-count")).toHaveText("No problems");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(`Version 1 of ${name} is live`)).toBeVisible();
  await expect(page.getByTestId("workflow-status")).toHaveAttribute("data-status", "PUBLISHED");
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");

  // 6. A customer named with the marker writes in: contact.created, and the chatapp window is
  //    open, so every step succeeds, the text going out by the sandbox.
  const vip = { name: `Maya ${MARKER}`, phone: customerPhone() };
  await api(page.request, "POST", "/api/v1/chatapp/sandbox/inbound", { from: vip.phone, name: vip.name, text: "Hi!" });

  await page.getByRole("tab", { name: "Runs" }).click();
  const vipRow = page.getByTestId("run-row").filter({ hasText: vip.name });
  await expect(vipRow).toHaveAttribute("data-status", "COMPLETED", { timeout: 30_000 });
  await vipRow.click();
  const detail = page.getByTestId("run-detail");
  await expect(detail).toHaveAttribute("data-status", "COMPLETED");

  // The run's path on the canvas: through the condition to text A, not to text B.
  await expect(canvasNode(page, "condition-1")).toHaveAttribute("data-visited", "true");
  await expect(canvasNode(page, "send-text-1")).toHaveAttribute("data-visited", "true");
  await expect(canvasNode(page, "send-text-2")).not.toHaveAttribute("data-visited", "true");
  await expect(edge(page, "trigger", "condition-1")).toHaveAttribute("data-state", "visited");
  await expect(edge(page, "condition-1", "send-text-1")).toHaveAttribute("data-state", "visited");
  await expect(edge(page, "condition-1", "send-text-2")).toHaveAttribute("data-state", "dimmed");

  // Its steps, in order, each succeeded; the condition left by Yes.
  const steps = detail.getByTestId("run-step");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toHaveAttribute("data-node-id", "trigger");
  await expect(steps.nth(1)).toHaveAttribute("data-node-id", "condition-1");
  await expect(steps.nth(1)).toHaveAttribute("data-handle", "true");
  await expect(steps.nth(1).getByTestId("step-handle")).toHaveText("→ Yes");
  await expect(steps.nth(2)).toHaveAttribute("data-node-id", "send-text-1");
  for (let i = 0; i < 3; i++) await expect(steps.nth(i)).toHaveAttribute("data-status", "SUCCEEDED");
  // The text went out with the contact's first name filled in.
  await steps.nth(2).getByRole("button", { name: "Input and output" }).click();
  await expect(steps.nth(2)).toContainText("Welcome aboard, Maya! (A)");

  // 7. A contact created through the API without the marker: the run goes by No to text B,
  //    which chatapp refuses (the contact never wrote, so the 24-hour window is closed).
  const plain = await api<{ name: string }>(page.request, "POST", "/api/v1/contacts", { name: `Tom Plain ${run}`, phone: customerPhone() });
  await detail.getByRole("button", { name: "All runs" }).click();
  const plainRow = page.getByTestId("run-row").filter({ hasText: plain.name });
  await expect(plainRow).toHaveAttribute("data-status", "FAILED", { timeout: 30_000 });
  await plainRow.click();
  await expect(detail).toHaveAttribute("data-status", "FAILED");
  await expect(canvasNode(page, "send-text-2")).toHaveAttribute("data-visited", "true");
  await expect(canvasNode(page, "send-text-2")).toHaveAttribute("data-run-status", "FAILED");
  await expect(canvasNode(page, "send-text-1")).not.toHaveAttribute("data-visited", "true");
  await expect(edge(page, "condition-1", "send-text-2")).toHaveAttribute("data-state", "visited");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(1)).toHaveAttribute("data-handle", "false");
  await expect(steps.nth(2)).toHaveAttribute("data-status", "FAILED");
  await expect(steps.nth(2).getByTestId("step-error")).toContainText("24 hours");

  // 8. The list counts both runs of the last 24 hours, one failed.
  await page.goto("/workflows");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByTestId("workflow-status")).toHaveText("Published");
  await expect(row.getByTestId("runs-24h")).toHaveText("2");
  await expect(row.getByTestId("failed-24h")).toHaveText("1");

  // Later specs create contacts too: this workflow stops reacting to them.
  await api(page.request, "POST", `/api/v1/workflows/${workflowId}/unpublish`);
});

test("a run sleeping in a delay is cancelled from the run history, and the workflow unpublished", async ({ page }) => {
  const marker = `wait${run}`;
  const w = await api<{ id: string }>(page.request, "POST", "/api/v1/workflows", {
    name: `Cool-down ${run}`,
    triggerEvent: "contact.updated",
    nodes: [
      // Only this spec's contact starts a run: its name carries the marker.
      { id: "trigger", type: "trigger", position: { x: 0, y: 0 }, config: { filters: [{ path: "contact.name", operator: "contains", value: marker }] } },
      { id: "delay-1", type: "delay", position: { x: 280, y: 0 }, config: { mode: "duration", duration: { amount: 1, unit: "hours" } } },
      { id: "end-1", type: "end", position: { x: 560, y: 0 }, config: {} },
    ],
    edges: [
      { id: "e1", source: "trigger", target: "delay-1", sourceHandle: "next" },
      { id: "e2", source: "delay-1", target: "end-1", sourceHandle: "next" },
    ],
  });
  await api(page.request, "POST", `/api/v1/workflows/${w.id}/publish`);
  const contact = await api<{ id: string; name: string }>(page.request, "POST", "/api/v1/contacts", { name: `Ana ${marker}`, phone: customerPhone() });
  await api(page.request, "PUT", `/api/v1/contacts/${contact.id}`, { email: `ana-${run}@example.test` });

  await page.goto(`/workflows/${w.id}`);
  await expect(canvasNode(page, "trigger")).toContainText(`On contact.updated when contact.name contains “${marker}”`);
  await page.getByRole("tab", { name: "Runs" }).click();
  const row = page.getByTestId("run-row").filter({ hasText: contact.name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.click();
  // A delay sleeps in its step: the run stays RUNNING until the hour is up.
  const detail = page.getByTestId("run-detail");
  await expect(detail.locator('[data-testid="run-step"][data-node-id="delay-1"]')).toHaveAttribute("data-status", "RUNNING", { timeout: 30_000 });
  await expect(detail).toHaveAttribute("data-status", "RUNNING");
  await expect(detail).toContainText("Continues");
  await expect(canvasNode(page, "delay-1")).toHaveAttribute("data-visited", "true");
  await expect(canvasNode(page, "end-1")).not.toHaveAttribute("data-visited", "true");

  // Cancelling asks first; the run then stops where it waits.
  await detail.getByRole("button", { name: "Cancel run" }).click();
  await page.getByRole("alertdialog", { name: "Cancel this run?" }).getByRole("button", { name: "Cancel run" }).click();
  await expect(page.getByText("The run was cancelled")).toBeVisible();
  await expect(detail).toHaveAttribute("data-status", "CANCELLED");
  await expect(detail.getByRole("button", { name: "Cancel run" })).toHaveCount(0);

  // Unpublishing asks too; afterwards the workflow starts no runs.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("The workflow was unpublished")).toBeVisible();
  await expect(page.getByTestId("workflow-status")).toHaveAttribute("data-status", "UNPUBLISHED");
});

test("edit with the keyboard: add, undo, redo, delete, and the problems that stop a publish", async ({ page }) => {
  const w = await api<{ id: string }>(page.request, "POST", "/api/v1/workflows", {
    name: `Keyboard ${run}`,
    triggerEvent: "message.received",
    nodes: [{ id: "trigger", type: "trigger", position: { x: 0, y: 0 }, config: { filters: [] } }],
    edges: [],
  });
  await page.goto(`/workflows/${w.id}`);
  await expect(canvasNode(page, "trigger")).toBeVisible();

  // Click-to-add (Enter on the palette button does the same): placed clear of the trigger, and selected.
  await page.getByRole("button", { name: "Add Time delay" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("inspector")).toHaveAttribute("data-node-id", "delay-1");
  // Nothing links the trigger to it yet: one problem, on the delay, listed and marked.
  await expect(page.getByTestId("problem-count")).toHaveText("1 problem");
  await expect(canvasNode(page, "delay-1")).toHaveAttribute("data-problem", "true");
  await page.getByRole("tab", { name: /Problems/ }).click();
  const problem = page.getByTestId("problem-item");
  await expect(problem).toHaveCount(1);
  await expect(problem).toHaveAttribute("data-code", "unreachable");
  // Picking the problem selects its step and opens it in the inspector.
  await problem.click();
  await expect(page.getByTestId("inspector")).toHaveAttribute("data-node-id", "delay-1");

  // The inspector's output pickers draw the edge without a mouse.
  await canvasNode(page, "trigger").click();
  await choose(page, page.getByTestId("inspector"), "Next leads to", "Time delay");
  await expect(edge(page, "trigger", "delay-1")).toHaveCount(1);
  await expect(page.getByTestId("problem-count")).toHaveText("No problems");

  // Delete on the selected step removes it with its edge; Ctrl+Z brings both back, Ctrl+Shift+Z removes them again.
  await canvasNode(page, "delay-1").click();
  await page.keyboard.press("Delete");
  await expect(page.getByTestId("workflow-node")).toHaveCount(1);
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("workflow-node")).toHaveCount(2);
  await expect(edge(page, "trigger", "delay-1")).toHaveCount(1);
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByTestId("workflow-node")).toHaveCount(1);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("workflow-node")).toHaveCount(2);

  // The draft is saved by itself a moment after the last edit.
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 10_000 });
  const saved = await api<{ nodes: { id: string }[]; edges: { source: string; target: string }[] }>(page.request, "GET", `/api/v1/workflows/${w.id}`);
  expect(saved.nodes.map((n) => n.id).sort()).toEqual(["delay-1", "trigger"]);
  expect(saved.edges).toMatchObject([{ source: "trigger", target: "delay-1" }]);
});

test("the list: search, status filter, duplicate, export, import and delete", async ({ page }) => {
  const name = `Order follow-up ${run}`;
  const w = await api<{ id: string }>(page.request, "POST", "/api/v1/workflows", {
    name,
    triggerEvent: "order.created",
    nodes: [
      { id: "trigger", type: "trigger", position: { x: 0, y: 0 }, config: { filters: [] } },
      { id: "end-1", type: "end", position: { x: 300, y: 0 }, config: {} },
    ],
    edges: [{ id: "e1", source: "trigger", target: "end-1", sourceHandle: "next" }],
  });

  await page.goto("/workflows");
  await page.getByLabel("Search workflows").fill(run);
  await expect(page).toHaveURL(new RegExp(`search=${run}`));
  // By its link: the copy made below has this name in its own.
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  const actions = row.getByRole("button", { name: `Actions for ${name}`, exact: true });
  await expect(row.getByTestId("workflow-status")).toHaveText("Draft");
  await expect(row).toContainText("order.created");

  // Only published ones: this draft goes; all statuses: it is back.
  await choose(page, page.getByRole("search", { name: "Filter workflows" }), "Status", "Published");
  await expect(page).toHaveURL(/status=PUBLISHED/);
  await expect(row).toHaveCount(0);
  await choose(page, page.getByRole("search", { name: "Filter workflows" }), "Status", "All statuses");
  await expect(row).toBeVisible();

  // Export downloads the API's document, named after the workflow.
  await actions.click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Export JSON" }).click()]);
  expect(download.suggestedFilename()).toBe(`order-follow-up-${run}.workflow.json`);
  const document = JSON.parse(await (await import("node:fs/promises")).readFile((await download.path())!, "utf8"));
  expect(document).toMatchObject({ format: "service.workflow", formatVersion: 1, workflow: { name, triggerEvent: "order.created" } });

  // Duplicate: a draft copy in the list.
  await actions.click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(page.getByText(`${name} was duplicated`)).toBeVisible();
  await expect(page.getByRole("link", { name: `${name} (copy)`, exact: true })).toBeVisible();

  // Import the exported file under another name: it opens in the editor as a new draft.
  const imported = `Imported ${run}`;
  await page.getByTestId("workflow-file-input").setInputFiles({
    name: "import.workflow.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ ...document, workflow: { ...document.workflow, name: imported } })),
  });
  await expect(page.getByText(`${imported} was imported as a draft`)).toBeVisible();
  await expect(page).toHaveURL(/\/workflows\/wf_[^/]+$/);
  await expect(page.getByLabel("Workflow name")).toHaveValue(imported);
  await expect(canvasNode(page, "end-1")).toBeVisible();
  expect(page.url()).not.toContain(w.id);

  // Delete asks first, then the row is gone.
  await page.goto(`/workflows?search=${run}`);
  await actions.click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
  await confirm.getByRole("button", { name: "Delete workflow" }).click();
  await expect(page.getByText(`${name} was deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("link", { name: `${name} (copy)`, exact: true })).toBeVisible();
});
