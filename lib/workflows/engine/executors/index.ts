import "server-only";
import { createLeadExecutor, createTaskExecutor, createTicketExecutor } from "./crm";
import { addTagExecutor, assignAgentExecutor, removeTagExecutor, setStageExecutor, updateFieldExecutor } from "./contact";
import { httpRequestExecutor } from "./http-request";
import { conversationLabelExecutor } from "./label";
import { conditionExecutor, endExecutor, splitExecutor, triggerExecutor } from "./logic";
import { delayExecutor, waitForReplyExecutor } from "./pause";
import { applySlaPolicyExecutor } from "./sla";
import { sendMessageExecutor, sendTemplateExecutor, sendTextExecutor } from "./send-message";
import type { Executor } from "./types";

/** Each node type's executor, keyed like the registry (a unit test checks both lists agree). */
export const EXECUTORS: Record<string, Executor> = {
  trigger: triggerExecutor,
  "chatapp-send-text": sendTextExecutor,
  "chatapp-send-template": sendTemplateExecutor,
  "send-message": sendMessageExecutor,
  condition: conditionExecutor,
  split: splitExecutor,
  delay: delayExecutor,
  "wait-for-reply": waitForReplyExecutor,
  "add-tag": addTagExecutor,
  "remove-tag": removeTagExecutor,
  "update-contact-field": updateFieldExecutor,
  "set-lifecycle-stage": setStageExecutor,
  "assign-agent": assignAgentExecutor,
  "conversation-label": conversationLabelExecutor,
  "create-ticket": createTicketExecutor,
  "create-lead": createLeadExecutor,
  "create-task": createTaskExecutor,
  "apply-sla-policy": applySlaPolicyExecutor,
  "http-request": httpRequestExecutor,
  end: endExecutor,
} as Record<string, Executor>;
