import {
  ArrowRightLeftIcon,
  BellOffIcon,
  BellRingIcon,
  FileUpIcon,
  FlagIcon,
  MessageSquareIcon,
  PencilIcon,
  SendIcon,
  StickyNoteIcon,
  TagIcon,
  UserPlusIcon,
  UserRoundCheckIcon,
  UserRoundXIcon,
  type LucideIcon, ShoppingBagIcon } from "lucide-react";
import { consentHow } from "@/lib/client/consent";
import type { Activity } from "@/lib/client/types";
import { optionLabel } from "../options";

export type ActivityText = { icon: LucideIcon; title: string; detail?: string; tone?: string };

const FIELD_NAMES: Record<string, string> = {
  name: "name",
  firstName: "first name",
  lastName: "last name",
  phone: "phone",
  email: "email",
  avatar: "avatar",
  externalId: "external ID",
  customFields: "custom fields",
  notes: "notes",
};

const str = (v: unknown) => (typeof v === "string" ? v : undefined);
const enumText = (v: unknown, none: string) => (typeof v === "string" && v ? optionLabel(v) : none);

function list(words: string[]) {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** One timeline entry in words. `tagName` resolves ids the entry doesn't name (removed tags). */
export function describeActivity(a: Activity, tagName: (id: string) => string | undefined): ActivityText {
  const d = a.data;
  switch (a.type) {
    case "CONTACT_CREATED":
      return { icon: UserPlusIcon, title: "Contact created", detail: str(d.source) ? `Source: ${optionLabel(str(d.source)!)}` : undefined, tone: "emerald" };
    case "CONTACT_IMPORTED":
      return { icon: FileUpIcon, title: "Updated by a CSV import", tone: "sky" };
    case "CONTACT_UPDATED": {
      const changes = (d.changes ?? {}) as Record<string, { from: unknown; to: unknown }>;
      const names = Object.keys(changes).map((k) => FIELD_NAMES[k] ?? k);
      const simple = Object.entries(changes)
        .filter(([k, c]) => k !== "customFields" && k !== "notes" && (typeof c.to === "string" || c.to === null))
        .map(([k, c]) => `${FIELD_NAMES[k] ?? k}: ${c.from ?? "—"} → ${c.to ?? "—"}`);
      return { icon: PencilIcon, title: names.length ? `Changed ${list(names)}` : "Profile updated", detail: simple.join("\n") || undefined };
    }
    case "TAG_ADDED": {
      const name = str(d.tagName) ?? tagName(str(d.tagId) ?? "") ?? "a tag";
      return { icon: TagIcon, title: `Tag “${name}” added`, detail: d.import ? "By a CSV import" : undefined, tone: "primary" };
    }
    case "TAG_REMOVED": {
      const name = str(d.tagName) ?? tagName(str(d.tagId) ?? "");
      return { icon: TagIcon, title: name ? `Tag “${name}” removed` : "A tag was removed (the tag no longer exists)" };
    }
    case "ORDER_PLACED":
      return { icon: ShoppingBagIcon, title: `Order ${str(d.orderNumber) ?? ""} placed`.replace("  ", " "), detail: typeof d.total === "number" ? `${d.total.toFixed(2)} ${str(d.currency) ?? ""}`.trim() : undefined, tone: "emerald" };
    case "ORDER_UPDATED":
      return { icon: ShoppingBagIcon, title: `Order ${str(d.orderNumber) ?? ""}: ${enumText(d.from, "—")} → ${enumText(d.status, "—")}`.replace("  ", " ") };
    case "NOTE_ADDED":
      return { icon: StickyNoteIcon, title: "Note added", detail: str(d.note), tone: "amber" };
    case "STATUS_CHANGED":
      return { icon: ArrowRightLeftIcon, title: `Status: ${enumText(d.from, "—")} → ${enumText(d.to, "—")}` };
    case "STAGE_CHANGED":
      return { icon: ArrowRightLeftIcon, title: `Stage: ${enumText(d.from, "—")} → ${enumText(d.to, "—")}`, tone: "violet" };
    case "LABEL_CHANGED":
      return { icon: FlagIcon, title: `Label: ${enumText(d.from, "No label")} → ${enumText(d.to, "No label")}` };
    case "ASSIGNED":
      return { icon: UserRoundCheckIcon, title: `Assigned to ${str(d.agentName) ?? "a teammate"}` };
    case "UNASSIGNED":
      return { icon: UserRoundXIcon, title: "Unassigned" };
    case "CONSENT_CHANGED": {
      const out = d.to === "OPTED_OUT";
      const source = str(d.source);
      // On the timeline an import changed the state (the contact existed), so it is not "added by import".
      const how = source === "IMPORT" ? "by a CSV import" : source ? consentHow(out ? "OPTED_OUT" : "OPTED_IN", source, str(d.keyword)) : "";
      return {
        icon: out ? BellOffIcon : BellRingIcon,
        title: `${out ? "Unsubscribed from" : "Subscribed to"} marketing messages${how ? ` ${how}` : ""}`,
        tone: out ? "destructive" : "emerald",
      };
    }
    case "MESSAGE_SENT":
      return { icon: SendIcon, title: `Message sent${str(d.channel) ? ` on ${optionLabel(str(d.channel)!)}` : ""}`, detail: str(d.text) ?? str(d.preview) };
    case "MESSAGE_RECEIVED":
      return { icon: MessageSquareIcon, title: `Message received${str(d.channel) ? ` on ${optionLabel(str(d.channel)!)}` : ""}`, detail: str(d.text) ?? str(d.preview) };
    default:
      return { icon: PencilIcon, title: optionLabel(a.type) };
  }
}

/** The API already words it: a person's name, "API token <name>", or the system job's name. */
export function actorText(actor: Activity["actor"]): string {
  return actor.name || (actor.type === "system" ? "the system" : "someone");
}
