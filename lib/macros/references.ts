import "server-only";
import type { DbOrTx } from "@/db/client";
import { savedReplies } from "@/db/schema";
import { assertAgentInCompany } from "@/lib/contacts/references";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { assertLabelsInCompany } from "@/lib/labels/conversation-labels";
import { assertTeamInCompany } from "@/lib/teams/references";
import type { MacroAction } from "./schemas";

export async function assertSavedReplyInCompany(db: DbOrTx, companyId: string, id: string, field: string) {
  const [row] = await db.select().from(savedReplies).where(byIdInCompany(savedReplies, { companyId }, id));
  if (!row) throw AppError.validation([{ path: field, message: `unknown saved reply ${id}` }]);
  return row;
}

/** Everything a macro names must be the company's; the 400 names the action's field (`actions.2.teamId`). */
export async function assertMacroReferences(db: DbOrTx, companyId: string, actions: MacroAction[]) {
  for (const [i, a] of actions.entries()) {
    const at = (f: string) => `actions.${i}.${f}`;
    if (a.type === "send_saved_reply") await assertSavedReplyInCompany(db, companyId, a.savedReplyId, at("savedReplyId"));
    else if (a.type === "add_labels" || a.type === "remove_labels") await assertLabelsInCompany(db, companyId, a.labelIds, at("labelIds"));
    else if (a.type === "assign_agent") await assertAgentInCompany(db, companyId, a.agentId, at("agentId"));
    else if (a.type === "assign_team") await assertTeamInCompany(db, companyId, a.teamId, at("teamId"));
  }
}
