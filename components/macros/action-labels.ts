import type { MacroActionType } from "@/lib/macros/schemas";

/** How each macro step reads in the editor, the menus and a run's report. */
export const ACTION_LABELS: Record<MacroActionType, string> = {
  send_saved_reply: "Send a saved reply",
  add_labels: "Add labels",
  remove_labels: "Remove labels",
  assign_agent: "Assign to an agent",
  assign_team: "Assign to a team",
  snooze: "Snooze",
  resolve: "Resolve",
};
