"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { parseOrigin } from "@/lib/widget/origins";

/** The allowed websites: add an origin (checked as you add it), remove one; the list is the field's value. */
export function OriginsEditor({ value, onChange, disabled, id }: { value: string[]; onChange: (v: string[]) => void; disabled?: boolean; id: string }) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    if (!draft.trim()) return;
    const parsed = parseOrigin(draft);
    if (!parsed.ok) return setProblem(`${draft.trim()} ${parsed.why}`);
    if (value.includes(parsed.origin)) return setProblem(`${parsed.origin} is already in the list`);
    onChange([...value, parsed.origin]);
    setDraft("");
    setProblem(null);
  }

  return (
    <div className="grid gap-2">
      {value.length ? (
        <ul className="grid gap-1.5" aria-label="Allowed websites" data-testid="origins-list">
          {value.map((o) => (
            <li key={o} className="bg-muted/50 flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm">
              <code className="min-w-0 flex-1 truncate font-mono">{o}</code>
              <Button type="button" variant="ghost" size="icon" className="size-7" disabled={disabled} aria-label={`Remove ${o}`} onClick={() => onChange(value.filter((x) => x !== o))}>
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground rounded-md border border-dashed px-3 py-3 text-sm">No website may show the chat yet. Add the address of each site where you paste the snippet.</p>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          disabled={disabled}
          placeholder="https://www.example.com"
          inputMode="url"
          aria-invalid={!!problem}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => (setDraft(e.target.value), setProblem(null))}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={disabled || !draft.trim()}>
          <PlusIcon aria-hidden="true" /> Add
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-destructive text-sm" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
