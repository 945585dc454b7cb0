import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** One part of the builder: a titled card, labelled for screen readers by its title. */
export function Section({ id, title, description, children, action }: { id: string; title: string; description?: React.ReactNode; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="gap-5 py-5">
      <CardHeader className="px-5">
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle id={`${id}-title`} className="text-base">
              {title}
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {action}
        </div>
      </CardHeader>
      <CardContent className="grid gap-5 px-5">{children}</CardContent>
    </Card>
  );
}
