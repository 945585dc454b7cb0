import { LockIcon } from "lucide-react";

/** Tells people why they can look but not change something, instead of silently greying it out. */
export function ReadOnlyNotice({ children }: { children: React.ReactNode }) {
  return (
    <p className="bg-muted/60 text-muted-foreground flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
      <LockIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
