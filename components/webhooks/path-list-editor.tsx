"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { sentence } from "@/lib/client/forms";

type Props = {
  value: string[];
  onChange: (value: string[]) => void;
  /** The API's schema for one entry, so a bad path is caught as it is typed in. */
  item: z.ZodType<string>;
  max: number;
  placeholder: string;
  /** Accessible name of the text box and the list. */
  label: string;
  invalid?: boolean;
};

/** A list of dot-paths as removable chips, with a box to add one more (Enter or the button). */
export function PathListEditor({ value, onChange, item, max, placeholder, label, invalid }: Props) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const full = value.length >= max;

  function add() {
    const parsed = item.safeParse(draft);
    if (!parsed.success) return setError(sentence(parsed.error.issues[0]?.message ?? "Not a valid path"));
    if (value.includes(parsed.data)) return setError("Already in the list");
    onChange([...value, parsed.data]);
    setDraft("");
    setError(null);
  }

  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          value={draft}
          placeholder={full ? `At most ${max}` : placeholder}
          disabled={full}
          aria-label={label}
          aria-invalid={!!error || invalid || undefined}
          aria-describedby={error ? errorId : undefined}
          className="font-mono text-sm"
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            // Enter adds the path instead of submitting the whole form.
            if (e.key === "Enter") {
              e.preventDefault();
              if (draft.trim()) add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={full || !draft.trim()}>
          <PlusIcon aria-hidden="true" />
          Add
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((path) => (
            <li key={path}>
              <Badge variant="secondary" className="gap-1 py-0.5 pr-0.5 font-mono">
                {path}
                <button
                  type="button"
                  className="hover:bg-foreground/10 focus-visible:ring-ring rounded-full p-0.5 outline-none focus-visible:ring-2"
                  aria-label={`Remove ${path}`}
                  onClick={() => onChange(value.filter((p) => p !== path))}
                >
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
