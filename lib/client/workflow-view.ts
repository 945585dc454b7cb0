import { WORKFLOW_STATUSES } from "@/db/enums";
import type { WorkflowStatus } from "@/lib/client/types";
import { statusListView, type StatusListView } from "./status-list-view";

/** The workflows list's URL state and its API query. */
export { WORKFLOW_STATUSES };

export const WORKFLOW_PAGE_SIZE = 20;
export type WorkflowView = StatusListView<WorkflowStatus>;
export const workflowList = statusListView(WORKFLOW_STATUSES, WORKFLOW_PAGE_SIZE);
export const parseWorkflowView = workflowList.parse;
export const workflowViewParams = workflowList.params;
export const workflowListQuery = workflowList.query;
