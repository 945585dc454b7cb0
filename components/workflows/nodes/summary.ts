import type { WorkflowNode } from "@/lib/workflows/graph";
import { sendMessageNode } from "@/lib/workflows/nodes/message-node";
import { CONTACT_FIELD_LABELS, formatDuration, OPERATOR_LABELS, STAGE_LABELS, UPDATABLE_FIELD_LABELS } from "./labels";

export type SummaryLookups = { tagName: (id: string) => string | undefined; agentName: (id: string) => string | undefined; inboxName?: (id: string) => string | undefined; /** The workflow's event, which the trigger node shows. */ triggerEvent?: string };

type Filter = { source?: string; path?: string; key?: string; operator?: keyof typeof OPERATOR_LABELS; value?: unknown };
type Raw = Record<string, unknown>;

const clip = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * One line under a node's title saying what it does with its current config, read from the
 * raw config: a half-filled node still says what it has ("No tag chosen").
 */
export function nodeSummary(node: Pick<WorkflowNode, "type" | "config">, l: SummaryLookups): string {
  const c = (node.config ?? {}) as Raw;
  switch (node.type) {
    case "trigger": {
      const filters = Array.isArray(c.filters) ? (c.filters as Filter[]) : [];
      const on = l.triggerEvent ? `On ${l.triggerEvent.replace(/^web_event:/, "website event ")}` : "On its event";
      if (filters.length === 0) return `${on}, every time`;
      const first = describe(filters[0].path ?? "", filters[0]);
      return filters.length === 1 ? `${on} when ${first}` : `${on} when ${first}, and ${filters.length - 1} more`;
    }
    case "chatapp-send-text":
      return str(c.text).trim() ? clip(str(c.text).trim()) : "No text yet";
    case "chatapp-send-template":
      return str(c.templateName) ? `${c.templateName} (${str(c.languageCode) || "?"})` : "No template chosen";
    case "delay":
      return c.mode === "until_time" ? `Until ${str(c.time) || "a time of day"}` : `For ${formatDuration(c.duration)}`;
    case "wait-for-reply":
      return `Up to ${formatDuration(c.timeout)}`;
    case "condition": {
      const rules = Array.isArray(c.rules) ? (c.rules as Filter[]) : [];
      if (rules.length === 0) return "No rules yet";
      const first = rule(rules[0], l);
      const joiner = c.match === "any" ? "or" : "and";
      return rules.length === 1 ? `If ${first}` : `If ${first} ${joiner} ${rules.length - 1} more`;
    }
    case "split": {
      const branches = Array.isArray(c.branches) ? (c.branches as { id?: string; label?: string; percent?: number }[]) : [];
      return branches.map((b) => `${b.label || b.id?.toUpperCase() || "?"} ${b.percent ?? "?"}%`).join(" · ") || "No branches";
    }
    case "conversation-label":
      // The canvas's lookups know tags and agents; the inspector names the label.
      return str(c.labelId) ? (c.action === "remove" ? "Removes a label" : "Adds a label") : "No label chosen";
    case "add-tag":
    case "remove-tag":
      return str(c.tagId) ? (l.tagName(str(c.tagId)) ?? "A deleted tag") : "No tag chosen";
    case "update-contact-field": {
      const field = str(c.field) as keyof typeof UPDATABLE_FIELD_LABELS;
      const name = field === "customField" ? str(c.key) || "custom field" : (UPDATABLE_FIELD_LABELS[field] ?? field);
      return str(c.value) ? `${name} = ${clip(str(c.value), 50)}` : `Clear ${name}`;
    }
    case "set-lifecycle-stage":
      return STAGE_LABELS[str(c.stage)] ?? "No stage chosen";
    case "assign-agent":
      return c.mode === "agent" ? (str(c.agentId) ? (l.agentName(str(c.agentId)) ?? "A removed teammate") : "No agent chosen") : "Next agent in turn";
    case "send-message": {
      const what = c.kind === "template" ? (str(c.templateName) ? `Template ${c.templateName}` : "No template chosen") : c.kind === "media" ? `${str(c.mediaType) || "Media"} ${clip(str(c.mediaUrl), 40) || "without a URL"}` : str(c.text).trim() ? clip(str(c.text).trim(), 60) : "No text yet";
      const from = str(c.inboxId) ? (l.inboxName?.(str(c.inboxId)) ?? "a removed inbox") : `${str(c.channel) || sendMessageNode.defaults.channel} default`;
      return `${what} · from ${from}`;
    }
    case "apply-sla-policy":
      return str(c.policyId) ? "Apply an SLA policy" : "No policy chosen";
    case "create-ticket":
      return str(c.subject).trim() ? `${clip(str(c.subject).trim(), 60)} (${str(c.priority).toLowerCase() || "normal"})` : "No subject yet";
    case "create-lead":
      return str(c.title).trim() ? `${clip(str(c.title).trim(), 60)}${typeof c.value === "number" ? ` · ${c.value} ${str(c.currency) || "USD"}` : ""}` : "No title yet";
    case "create-task": {
      const due = c.dueIn ? `, due in ${formatDuration(c.dueIn)}` : "";
      return str(c.title).trim() ? `${clip(str(c.title).trim(), 60)}${due}` : "No title yet";
    }
    case "http-request":
      return `${str(c.method) || "GET"} ${clip(str(c.url), 60) || "no URL"}`;
    case "end":
      return "The run ends here";
    default:
      return "";
  }
}

function describe(subject: string, f: Filter): string {
  const op = f.operator ? OPERATOR_LABELS[f.operator] : "?";
  const needsValue = f.operator !== "is_set" && f.operator !== "is_not_set";
  return `${subject || "?"} ${op}${needsValue ? ` “${f.value ?? ""}”` : ""}`;
}

function rule(r: Filter, l: SummaryLookups): string {
  switch (r.source) {
    case "tag": {
      const name = r.key ? (l.tagName(r.key) ?? "a deleted tag") : "a tag";
      return r.operator === "not_equals" || r.operator === "is_not_set" ? `no tag ${name}` : `tagged ${name}`;
    }
    case "consent":
      return describe("consent", r);
    case "contact":
      return describe((CONTACT_FIELD_LABELS[r.key as keyof typeof CONTACT_FIELD_LABELS] ?? r.key ?? "field").toLowerCase(), r);
    default:
      return describe(r.key ?? "", r);
  }
}
