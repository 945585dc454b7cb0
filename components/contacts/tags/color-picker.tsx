"use client";

import { CheckIcon } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { fullHex } from "../tag-chip";
import { TAG_PALETTE } from "./palette";

/**
 * A palette of swatches (a radio group: arrow keys move between them), a hex field for any
 * other colour, and the browser's own picker beside it.
 */
export function ColorPicker({
  value,
  onChange,
  ...aria
}: {
  value: string;
  onChange: (color: string) => void;
  /** Given by FormControl: the form label and messages point at the hex field. */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const id = useId();
  const current = value.toLowerCase();
  const valid = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
  const index = TAG_PALETTE.findIndex((c) => c === current);

  function onKeyDown(e: React.KeyboardEvent, i: number) {
    const step = e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + TAG_PALETTE.length) % TAG_PALETTE.length;
    onChange(TAG_PALETTE[next]);
    (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  }

  return (
    <div className="grid gap-3">
      <div role="radiogroup" aria-label="Colour palette" className="flex flex-wrap gap-2">
        {TAG_PALETTE.map((color, i) => {
          const checked = color === current;
          return (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={color}
              tabIndex={checked || (index === -1 && i === 0) ? 0 : -1}
              onClick={() => onChange(color)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                "ring-offset-background focus-visible:ring-ring flex size-7 items-center justify-center rounded-full text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2",
                checked && "ring-foreground/70 ring-2 ring-offset-2",
              )}
              style={{ backgroundColor: color }}
            >
              {checked && <CheckIcon className="size-4 drop-shadow" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-native`} className="sr-only">
          Pick any colour
        </label>
        <input
          id={`${id}-native`}
          type="color"
          value={valid ? fullHex(value) : "#64748b"}
          onChange={(e) => onChange(e.target.value)}
          className="border-input h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-transparent p-1"
        />
        <Input
          {...aria}
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          placeholder="#22c55e"
          maxLength={7}
          spellCheck={false}
          className="w-32 font-mono"
        />
      </div>
    </div>
  );
}
