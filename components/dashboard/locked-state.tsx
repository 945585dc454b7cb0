import { LockIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { rolesWith, type Scope } from "@/lib/auth/scopes";
import { roleLabel } from "@/components/settings/team/role-badge";

/** "Owners, admins and marketers", from the role table, so the sentence never drifts from it. */
export function rolesSentence(scope: Scope): string {
  const names = rolesWith(scope).map((r) => `${roleLabel(r).toLowerCase()}s`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "nobody");
  return list.charAt(0).toUpperCase() + list.slice(1);
}

/**
 * What a person sees where their role lacks `scope`: what is locked, and which roles can do
 * it, derived from the role table rather than written by hand.
 */
export function LockedState({ scope, title, doWhat }: { scope: Scope; title: string; doWhat: string }) {
  return (
    <EmptyState
      className="bg-muted/30 border"
      icon={LockIcon}
      title={title}
      data-testid="locked-state"
      description={`${rolesSentence(scope)} can ${doWhat}. Ask one of them in your company if you need this, or to change your role.`}
    />
  );
}
