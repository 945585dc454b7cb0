import * as crm from "./crm-nodes";
import * as d from "./definitions";
import { conversationLabelNode } from "./label-node";
import { sendMessageNode } from "./message-node";
import { applySlaPolicyNode } from "./sla-node";
import type { NodeDefinition } from "./types";

/** Every node type, in palette order: the one list the API, the editor and the engine read. */
export const NODE_DEFINITIONS: NodeDefinition[] = [
  d.triggerNode,
  d.sendTextNode,
  d.sendTemplateNode,
  sendMessageNode,
  d.conditionNode,
  d.splitNode,
  d.delayNode,
  d.waitForReplyNode,
  d.addTagNode,
  d.removeTagNode,
  d.updateFieldNode,
  d.setStageNode,
  d.assignAgentNode,
  conversationLabelNode,
  crm.createTicketNode,
  crm.createLeadNode,
  crm.createTaskNode,
  applySlaPolicyNode,
  d.httpRequestNode,
  d.endNode,
] as NodeDefinition[];

const BY_TYPE = new Map(NODE_DEFINITIONS.map((n) => [n.type, n]));
export const NODE_TYPES = NODE_DEFINITIONS.map((n) => n.type);

export function nodeDefinition(type: string): NodeDefinition | undefined {
  return BY_TYPE.get(type);
}
