"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useContactList } from "@/lib/client/hooks/use-contacts";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import { cn } from "@/lib/utils";

/** Search the company's contacts by name, phone or email and pick one (a listbox of buttons, keyboard reachable). */
export function ContactPicker({ value, onChange, error }: { value: { id: string; name: string } | null; onChange: (c: { id: string; name: string } | null) => void; error?: string }) {
  const [term, setTerm] = useState("");
  const search = useDebounced(term, 250);
  const list = useContactList(new URLSearchParams({ search, limit: "5" }).toString());
  if (value)
    return (
      <div className="grid gap-2">
        <Label>Contact</Label>
        <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
          <span className="truncate" data-testid="picked-contact">
            {value.name}
          </span>
          <button type="button" className="text-primary text-xs underline-offset-2 hover:underline" onClick={() => onChange(null)}>
            Change
          </button>
        </div>
      </div>
    );
  return (
    <div className="grid gap-2">
      <Label htmlFor="contact-search">Contact</Label>
      <Input id="contact-search" placeholder="Search contacts" value={term} onChange={(e) => setTerm(e.target.value)} aria-invalid={!!error} autoComplete="off" />
      <ul className="grid gap-1" aria-label="Matching contacts">
        {list.data?.data.map((c) => (
          <li key={c.id}>
            <button type="button" className={cn("hover:bg-muted focus-visible:ring-ring w-full truncate rounded-md px-3 py-1.5 text-left text-sm focus-visible:ring-2 focus-visible:outline-none")} onClick={() => onChange({ id: c.id, name: c.name })}>
              {c.name}
            </button>
          </li>
        ))}
        {list.data && !list.data.data.length && <li className="text-muted-foreground px-3 py-1.5 text-sm">No contacts match</li>}
      </ul>
      {error && <p className="text-destructive text-sm">{error}</p>}
    </div>
  );
}
