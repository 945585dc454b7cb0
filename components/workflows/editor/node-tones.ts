import type { NODE_CATEGORIES } from "@/lib/workflows/nodes/types";

/** One colour per palette category, so a graph reads at a glance: messages, logic, contact changes, integrations. */
export const CATEGORY_TONE: Record<(typeof NODE_CATEGORIES)[number], string> = {
  Trigger: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  Messages: "bg-sky-500/15 text-sky-700 dark:text-sky-300",
  Logic: "bg-violet-500/15 text-violet-700 dark:text-violet-300",
  Contact: "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300",
  Integrations: "bg-rose-500/15 text-rose-700 dark:text-rose-300",
};
