/** A line where the reply box would be, saying why there is none. */
export function ComposerNotice({ children }: { children: React.ReactNode }) {
  return <p className="text-muted-foreground border-t p-4 text-center text-sm">{children}</p>;
}
