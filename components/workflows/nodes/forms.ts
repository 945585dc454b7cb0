import type { ComponentType } from "react";
import { ApplySlaForm } from "./apply-sla-form";
import { AssignAgentForm } from "./assign-agent-form";
import { ConditionForm } from "./condition-form";
import { CreateLeadForm } from "./create-lead-form";
import { CreateTaskForm } from "./create-task-form";
import { CreateTicketForm } from "./create-ticket-form";
import { DelayForm } from "./delay-form";
import { HttpRequestForm } from "./http-request-form";
import { ConversationLabelForm } from "./label-form";
import type { NodeFormProps } from "./node-form";
import { SendMessageForm } from "./send-message-form";
import { SendTemplateForm } from "./send-template-form";
import { SendTextForm } from "./send-text-form";
import { SplitForm } from "./split-form";
import { StageForm } from "./stage-form";
import { TagForm } from "./tag-form";
import { TriggerForm } from "./trigger-form";
import { UpdateFieldForm } from "./update-field-form";
import { WaitForReplyForm } from "./wait-for-reply-form";

/**
 * The inspector's form for each node type, the browser's half of the node registry
 * (lib/workflows/nodes/registry.ts holds the schema, handles, label and icon). A type without
 * a form (end) has nothing to set.
 */
export const NODE_FORMS: Record<string, ComponentType<NodeFormProps>> = {
  trigger: TriggerForm,
  "chatapp-send-text": SendTextForm,
  "chatapp-send-template": SendTemplateForm,
  "send-message": SendMessageForm,
  condition: ConditionForm,
  split: SplitForm,
  delay: DelayForm,
  "wait-for-reply": WaitForReplyForm,
  "add-tag": TagForm,
  "remove-tag": TagForm,
  "update-contact-field": UpdateFieldForm,
  "set-lifecycle-stage": StageForm,
  "assign-agent": AssignAgentForm,
  "conversation-label": ConversationLabelForm,
  "create-ticket": CreateTicketForm,
  "create-lead": CreateLeadForm,
  "create-task": CreateTaskForm,
  "apply-sla-policy": ApplySlaForm,
  "http-request": HttpRequestForm,
};
