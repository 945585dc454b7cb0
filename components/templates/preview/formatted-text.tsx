import { previewRuns } from "@/lib/client/template-preview";
import { cn } from "@/lib/utils";

/**
 * A template text as the phone shows it: markers applied, each {{n}} replaced by its sample
 * (underlined faintly, so the author sees what varies) or kept as a placeholder chip.
 */
export function FormattedText({ text, samples, className, ...props }: { text: string; samples?: readonly (string | null | undefined)[] } & React.ComponentProps<"p">) {
  return (
    <p className={cn("break-words whitespace-pre-wrap", className)} {...props}>
      {previewRuns(text, samples).map((run, i) => (
        <span key={i} className={cn(run.bold && "font-semibold", run.italic && "italic", run.strike && "line-through", run.mono && "font-mono text-[0.92em]")}>
          {run.parts.map((part, j) =>
            "text" in part ? (
              part.text
            ) : part.sample !== null ? (
              <span key={j} title={`Sample for {{${part.variable}}}`} className="decoration-current/40 underline decoration-dotted underline-offset-2">
                {part.sample}
              </span>
            ) : (
              <span key={j} className="rounded bg-sky-500/15 px-1 font-mono text-[0.85em] text-sky-800 dark:text-sky-300" title={`No sample for {{${part.variable}}} yet`}>
                {`{{${part.variable}}}`}
              </span>
            ),
          )}
        </span>
      ))}
    </p>
  );
}
