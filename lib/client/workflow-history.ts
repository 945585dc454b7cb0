import type { WorkflowDoc } from "./workflow-graph";

/**
 * The editor's undo/redo over whole drafts. Drafts are immutable, so a history entry is the
 * previous object itself. A run of changes that belong together (typing in one field, one
 * drag) is one entry: it carries a `group`, and a change of the same group as the last one,
 * soon enough after it, extends that entry instead of adding one.
 */
export const HISTORY_LIMIT = 100;
/** Pauses longer than this in typing start a new undo step. */
export const TYPING_GROUP_MS = 1_000;

export type History = {
  doc: WorkflowDoc;
  past: WorkflowDoc[];
  future: WorkflowDoc[];
  /** Counts every change of the draft: autosave saves up to a revision. */
  revision: number;
  /** Counts replacements from outside the forms (undo, redo, import): open forms reload on it. */
  epoch: number;
  group: string | null;
  groupAt: number;
};

export type HistoryAction =
  | { type: "change"; update: (doc: WorkflowDoc) => WorkflowDoc; group?: { key: string; windowMs?: number }; at: number }
  | { type: "replace"; doc: WorkflowDoc }
  | { type: "undo" }
  | { type: "redo" };

export function initialHistory(doc: WorkflowDoc): History {
  return { doc, past: [], future: [], revision: 0, epoch: 0, group: null, groupAt: 0 };
}

export function historyReducer(h: History, action: HistoryAction): History {
  switch (action.type) {
    case "change": {
      const doc = action.update(h.doc);
      if (doc === h.doc) return h;
      const g = action.group;
      const extends_ = g !== undefined && g.key === h.group && action.at - h.groupAt <= (g.windowMs ?? Infinity) && h.past.length > 0;
      const past = extends_ ? h.past : [...h.past, h.doc].slice(-HISTORY_LIMIT);
      return { ...h, doc, past, future: [], revision: h.revision + 1, group: g?.key ?? null, groupAt: action.at };
    }
    case "replace":
      return { ...h, doc: action.doc, past: [...h.past, h.doc].slice(-HISTORY_LIMIT), future: [], revision: h.revision + 1, epoch: h.epoch + 1, group: null };
    case "undo": {
      const prev = h.past.at(-1);
      if (!prev) return h;
      return { ...h, doc: prev, past: h.past.slice(0, -1), future: [h.doc, ...h.future], revision: h.revision + 1, epoch: h.epoch + 1, group: null };
    }
    case "redo": {
      const next = h.future[0];
      if (!next) return h;
      return { ...h, doc: next, past: [...h.past, h.doc], future: h.future.slice(1), revision: h.revision + 1, epoch: h.epoch + 1, group: null };
    }
  }
}
