import { BrandMark } from "./brand-mark";

/**
 * The branded frame of the not-found and error pages: the mark, a code, what happened and the
 * ways back. Used outside the dashboard shell too, so it stands on its own.
 */
export function StatusPage({ code, title, description, children }: { code: string; title: string; description: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="bg-muted/40 flex min-h-svh flex-col items-center justify-center gap-6 p-6 md:p-10">
      <div className="flex items-center gap-2.5 font-semibold tracking-tight">
        <BrandMark />
        <span className="text-lg">Service</span>
      </div>
      <main className="bg-card grid w-full max-w-md gap-4 rounded-xl border p-6 text-center shadow-sm md:p-8">
        <p className="text-primary text-sm font-semibold tabular-nums">{code}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
        <p className="text-muted-foreground text-sm text-pretty">{description}</p>
        <div className="flex flex-wrap justify-center gap-2 pt-2">{children}</div>
      </main>
    </div>
  );
}
