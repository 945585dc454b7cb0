"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { SCOPE_GROUPS } from "@/lib/auth/scopes";
import { cn } from "@/lib/utils";
import { TriStateCheckbox } from "./tri-state-checkbox";

type Props = {
  value: string[];
  onChange: (scopes: string[]) => void;
  /** Scopes the signed-in person's role may hand out; the rest are shown but disabled. */
  grantable: ReadonlySet<string>;
  /** Only roles that hold every token scope may grant "*". */
  canGrantAll: boolean;
};

/** Scopes grouped as in the API reference, each group with a select-all box. */
export function ScopeChecklist({ value, onChange, grantable, canGrantAll }: Props) {
  const all = value.includes("*");
  const selected = new Set(value);

  function toggle(scopes: readonly string[], on: boolean) {
    const next = new Set(selected);
    for (const s of scopes) if (on) next.add(s); else next.delete(s);
    onChange([...next]);
  }

  return (
    <div className="grid gap-3" role="group" aria-labelledby="token-scopes-label">
      <div className={cn("flex items-start gap-3 rounded-md border p-3", all && "border-primary/40 bg-primary/5")}>
        <Checkbox
          id="scope-all"
          checked={all}
          disabled={!canGrantAll}
          onCheckedChange={(on) => onChange(on === true ? ["*"] : [])}
          aria-describedby="scope-all-hint"
        />
        <div className="grid gap-1 leading-none">
          <Label htmlFor="scope-all">All scopes (*)</Label>
          <p id="scope-all-hint" className="text-muted-foreground text-xs">
            {canGrantAll ? "Full access to everything below, including scopes added later." : "Your role can't grant every scope."}
          </p>
        </div>
      </div>
      <div className="gap-3 sm:columns-2 [&>fieldset]:mb-3 [&>fieldset]:break-inside-avoid">
        {SCOPE_GROUPS.map(({ group, scopes }) => {
          const names = scopes.map((s) => s[0]).filter((s) => grantable.has(s));
          const picked = names.filter((s) => selected.has(s)).length;
          const groupState = all || (names.length > 0 && picked === names.length) ? true : picked > 0 ? "indeterminate" : false;
          const groupId = `scope-group-${group.replace(/\W+/g, "-").toLowerCase()}`;
          return (
            <fieldset key={group} className="rounded-md border p-3">
              <legend className="sr-only">{group}</legend>
              <div className="mb-2 flex items-center gap-2 border-b pb-2">
                <TriStateCheckbox
                  id={groupId}
                  checked={groupState}
                  disabled={all || names.length === 0}
                  onCheckedChange={(on) => toggle(names, on === true)}
                  aria-label={`All ${group} scopes`}
                />
                <label htmlFor={groupId} className="text-sm font-medium">
                  {group}
                </label>
              </div>
              <ul className="grid gap-2.5">
                {scopes.map(([name, description]) => {
                  const id = `scope-${name.replace(":", "-")}`;
                  const allowed = grantable.has(name);
                  return (
                    <li key={name} className="flex items-start gap-2.5">
                      <Checkbox
                        id={id}
                        checked={all || selected.has(name)}
                        disabled={all || !allowed}
                        onCheckedChange={(on) => toggle([name], on === true)}
                        aria-describedby={`${id}-hint`}
                      />
                      <div className={cn("grid gap-0.5 leading-none", !allowed && "opacity-50")}>
                        <Label htmlFor={id} className="font-mono text-xs font-medium">
                          {name}
                        </Label>
                        <p id={`${id}-hint`} className="text-muted-foreground text-xs leading-snug">
                          {allowed ? description : `${description} (not allowed for your role)`}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
