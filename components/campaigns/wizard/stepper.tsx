"use client";

import { CheckIcon } from "lucide-react";
import { WIZARD_STEPS } from "@/lib/client/campaign-wizard";
import { cn } from "@/lib/utils";

/**
 * The wizard's steps in a row: done ones carry a check, the current one is marked for screen
 * readers, and any step already reached can be gone back to.
 */
export function Stepper({ step, furthest, onStep }: { step: number; furthest: number; onStep: (step: number) => void }) {
  return (
    <nav aria-label="Campaign steps">
      <ol className="grid grid-cols-5 gap-2">
        {WIZARD_STEPS.map((s, i) => {
          const done = i < step;
          const current = i === step;
          const reachable = i <= furthest && !current;
          return (
            <li key={s.key} className="min-w-0">
              <button
                type="button"
                onClick={() => onStep(i)}
                disabled={!reachable}
                aria-current={current ? "step" : undefined}
                className={cn(
                  "group focus-visible:ring-ring/50 flex w-full min-w-0 flex-col gap-2 rounded-md text-left outline-none focus-visible:ring-[3px] disabled:cursor-default",
                )}
              >
                <span className={cn("h-1 w-full rounded-full transition-colors", current || done ? "bg-primary" : "bg-muted")} aria-hidden="true" />
                <span className="flex min-w-0 items-center gap-2">
                  <span
                    className={cn(
                      "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-medium tabular-nums",
                      done && "bg-primary border-primary text-primary-foreground",
                      current && "border-primary text-primary",
                      !done && !current && "text-muted-foreground",
                    )}
                    aria-hidden="true"
                  >
                    {done ? <CheckIcon className="size-3.5" /> : i + 1}
                  </span>
                  <span className="grid min-w-0 leading-tight">
                    <span className={cn("truncate text-sm font-medium", !current && !done && "text-muted-foreground", reachable && "group-hover:underline")}>
                      <span className="sr-only">Step {i + 1}: </span>
                      {s.title}
                    </span>
                    <span className="text-muted-foreground hidden truncate text-xs md:block">{s.description}</span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
