import { WORKFLOW_STATUSES } from "@/db/enums";
import type { WorkflowStatus } from "@/lib/client/types";

/** The workflows list's URL state and its API query (as the campaigns list has them). */
export { WORKFLOW_STATUSES };

export const WORKFLOW_PAGE_SIZE = 20;
export type WorkflowView = { status: WorkflowStatus | ""; search: string; page: number };

export function parseWorkflowView(params: URLSearchParams): WorkflowView {
  const status = params.get("status") ?? "";
  const page = Number(params.get("page"));
  return {
    status: (WORKFLOW_STATUSES as readonly string[]).includes(status) ? (status as WorkflowStatus) : "",
    search: (params.get("search") ?? "").trim().slice(0, 200),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function workflowViewParams(v: WorkflowView): URLSearchParams {
  const p = new URLSearchParams();
  if (v.status) p.set("status", v.status);
  if (v.search) p.set("search", v.search);
  if (v.page > 1) p.set("page", String(v.page));
  return p;
}

/** Offset paging under the page numbers people use. */
export function workflowListQuery(v: WorkflowView, pageSize = WORKFLOW_PAGE_SIZE): string {
  const p = new URLSearchParams({ limit: String(pageSize), offset: String((v.page - 1) * pageSize) });
  if (v.status) p.set("status", v.status);
  if (v.search) p.set("search", v.search);
  return p.toString();
}
