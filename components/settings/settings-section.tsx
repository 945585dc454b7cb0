/** A settings section: heading and description with its primary action on the right, then the content. */
export function SettingsSection({
  id,
  title,
  description,
  action,
  children,
}: {
  /** Id of the heading, which names the section for screen readers. */
  id: string;
  title: string;
  description: React.ReactNode;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-4" aria-labelledby={id}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid max-w-2xl gap-1">
          <h2 id={id} className="text-lg font-semibold tracking-tight">{title}</h2>
          <p className="text-muted-foreground text-sm">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
