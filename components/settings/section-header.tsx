/** Heading of a settings section, with its primary action on the right. */
export function SectionHeader({ id, title, description, action }: { id?: string; title: string; description: React.ReactNode; action?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid max-w-2xl gap-1">
        <h2 id={id} className="text-lg font-semibold tracking-tight">{title}</h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      {action}
    </div>
  );
}
