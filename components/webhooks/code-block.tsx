import { CopyButton } from "@/components/ui/copy-button";
import { cn } from "@/lib/utils";

/** Monospaced, scrollable code with a copy button in its corner. */
export function CodeBlock({ code, label, className }: { code: string; label: string; className?: string }) {
  return (
    <div className={cn("bg-muted/50 relative min-w-0 rounded-md border", className)}>
      <pre className="max-h-96 overflow-auto p-3 pr-12 text-xs leading-relaxed" tabIndex={0} aria-label={label}>
        <code className="font-mono">{code}</code>
      </pre>
      <CopyButton value={code} label={`Copy ${label}`} successMessage="Copied to the clipboard" className="absolute top-1.5 right-1.5" />
    </div>
  );
}
