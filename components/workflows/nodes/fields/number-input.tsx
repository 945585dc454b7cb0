"use client";

import { Input } from "@/components/ui/input";

type Props = Omit<React.ComponentProps<typeof Input>, "value" | "onChange" | "type"> & { value: unknown; onValueChange: (value: number) => void };

/** A number box whose empty state is NaN, so the schema answers "must be a number" instead of 0 slipping through. */
export function NumberInput({ value, onValueChange, ...props }: Props) {
  return (
    <Input
      type="number"
      inputMode="numeric"
      {...props}
      value={typeof value === "number" && !Number.isNaN(value) ? value : ""}
      onChange={(e) => onValueChange(e.target.value === "" ? Number.NaN : e.target.valueAsNumber)}
    />
  );
}
