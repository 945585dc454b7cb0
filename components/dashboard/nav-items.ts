import {
  BarChart3Icon,
  CalendarClockIcon,
  ContactIcon,
  FileTextIcon,
  HandshakeIcon,
  LifeBuoyIcon,
  ListTodoIcon,
  GalleryHorizontalIcon,
  InboxIcon,
  MegaphoneIcon,
  MousePointerClickIcon,
  MessageSquareDotIcon,
  SettingsIcon,
  StoreIcon,
  TagsIcon,
  WebhookIcon,
  WorkflowIcon,
  ZapIcon,
  type LucideIcon,
} from "lucide-react";
import type { Scope } from "@/lib/auth/scopes";

export interface NavItem {
  title: string;
  href: string;
  icon: LucideIcon;
  /** One line about the area, used as the page description. */
  description: string;
  /** The scope the area's page needs to show anything; the navigation hides it from roles without. */
  scope?: Scope;
}

export interface NavSection {
  label: string;
  items: NavItem[];
}

export const NAV_SECTIONS: NavSection[] = [
  {
    label: "Conversations",
    items: [
      { title: "Inbox", href: "/inbox", scope: "conversations:read", icon: InboxIcon, description: "Every customer conversation, from every channel, in one queue." },
      { title: "Contacts", href: "/contacts", scope: "contacts:read", icon: ContactIcon, description: "The people you talk to, their tags and their timeline." },
      { title: "Tags", href: "/contacts/tags", scope: "contacts:read", icon: TagsIcon, description: "Labels that group contacts for filters, campaigns and workflows." },
    ],
  },
  {
    label: "CRM",
    items: [
      { title: "Tickets", href: "/tickets", scope: "tickets:read", icon: LifeBuoyIcon, description: "Customer issues by status, with their SLA due times." },
      { title: "Leads", href: "/leads", scope: "leads:read", icon: HandshakeIcon, description: "Possible deals with your contacts, from first touch to won or lost." },
      { title: "Tasks", href: "/tasks", scope: "tasks:read", icon: ListTodoIcon, description: "Follow-ups for your team about contacts, tickets and leads." },
    ],
  },
  {
    label: "Messaging",
    items: [
      { title: "Templates", href: "/templates", scope: "templates:read", icon: FileTextIcon, description: "Approved message templates for every channel." },
      { title: "Campaigns", href: "/campaigns", scope: "campaigns:read", icon: MegaphoneIcon, description: "Bulk sends to segments of your contacts, with delivery statistics." },
      { title: "Scheduled", href: "/scheduled", scope: "messages:read", icon: CalendarClockIcon, description: "Messages queued to go out at a set time." },
    ],
  },
  {
    label: "Photoapp",
    items: [
      { title: "Photoapp templates", href: "/photoapp/templates", scope: "templates:read", icon: GalleryHorizontalIcon, description: "Saved carousels of cards to send to photoapp customers." },
      { title: "Interactive messages", href: "/photoapp/interactive-messages", scope: "library:read", icon: MessageSquareDotIcon, description: "Saved texts with buttons or quick replies for photoapp." },
      { title: "Quick replies", href: "/photoapp/quick-replies", scope: "library:read", icon: ZapIcon, description: "Canned answers agents find by typing / and a shortcut." },
    ],
  },
  {
    label: "Automation",
    items: [
      { title: "Workflows", href: "/workflows", scope: "automations:read", icon: WorkflowIcon, description: "Automatic replies and actions triggered by events." },
      { title: "Webhooks", href: "/webhooks", scope: "webhooks:read", icon: WebhookIcon, description: "Send events to your own systems as they happen." },
      { title: "Web events", href: "/web-events", scope: "automations:read", icon: MousePointerClickIcon, description: "Events from your website that start workflows." },
    ],
  },
  {
    label: "Insights",
    items: [
      { title: "Analytics", href: "/analytics", scope: "analytics:read", icon: BarChart3Icon, description: "Response times, volumes and campaign results over time." },
      { title: "Store", href: "/store", scope: "ecommerce:read", icon: StoreIcon, description: "Customers, products and orders from your online store." },
    ],
  },
];

export const SETTINGS_ITEM: NavItem = {
  title: "Settings",
  href: "/settings",
  icon: SettingsIcon,
  description: "Your company profile, team, channels and API access.",
};

export const SETTINGS_TABS: readonly { title: string; href: string; scope?: Scope }[] = [
  { title: "Company", href: "/settings/company" },
  { title: "Team", href: "/settings/team" },
  { title: "Teams", href: "/settings/teams", scope: "teams:read" },
  { title: "Channels", href: "/settings/channels" },
  { title: "Inboxes", href: "/settings/inboxes", scope: "channels:read" },
  { title: "Website chat", href: "/settings/website-chat" },
  { title: "Saved replies", href: "/settings/saved-replies", scope: "library:read" },
  { title: "Service levels", href: "/settings/service-levels", scope: "sla:read" },
  { title: "Labels", href: "/settings/labels", scope: "conversations:read" },
  { title: "Macros", href: "/settings/macros", scope: "conversations:read" },
  { title: "One-time codes", href: "/settings/one-time-codes", scope: "otp:send" },
  { title: "API tokens", href: "/settings/tokens", scope: "tokens:read" },
  { title: "Audit log", href: "/settings/audit-log", scope: "audit:read" },
];

/** Whether scopes held (from /me) open `item`; `*` opens everything. */
export function canOpen(held: readonly string[], item: { scope?: Scope }): boolean {
  return !item.scope || held.includes("*") || held.includes(item.scope);
}

const ALL_ITEMS = [...NAV_SECTIONS.flatMap((s) => s.items), SETTINGS_ITEM];

export function navItem(href: string): NavItem {
  const item = ALL_ITEMS.find((i) => i.href === href);
  if (!item) throw new Error(`No navigation item for ${href}`);
  return item;
}

function within(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Whether `href` is the page shown; a nested item (Contacts › Tags) wins over its parent. */
export function isActive(pathname: string, href: string): boolean {
  if (!within(pathname, href)) return false;
  return !ALL_ITEMS.some((i) => i.href.startsWith(`${href}/`) && within(pathname, i.href));
}

/** Breadcrumb trail for the header: the area, then the settings tab when there is one. */
export function breadcrumbsFor(pathname: string): { title: string; href: string }[] {
  const item = ALL_ITEMS.find((i) => isActive(pathname, i.href));
  if (!item) return [];
  const parent = ALL_ITEMS.find((i) => i !== item && item.href.startsWith(`${i.href}/`));
  if (parent) return [parent, item];
  const tab = SETTINGS_TABS.find((t) => isActive(pathname, t.href));
  return tab && item === SETTINGS_ITEM ? [item, tab] : [item];
}
