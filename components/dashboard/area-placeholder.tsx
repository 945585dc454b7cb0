import { BookOpenIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { navItem } from "./nav-items";
import { PageHeader } from "./page-header";

/**
 * A dashboard area whose screens are not built yet. It says so plainly rather than showing
 * sample data that could be mistaken for the company's own.
 */
export function AreaPlaceholder({ href }: { href: string }) {
  const item = navItem(href);
  const Icon = item.icon;
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8">
      <PageHeader title={item.title} description={item.description} />
      <EmptyState
        className="bg-muted/30 min-h-80 flex-none border"
        icon={<Icon />}
        title="Coming soon"
        description={`The ${item.title.toLowerCase()} screens are not built yet, so there is nothing to show here for now.`}
        action={
          <Button variant="outline" size="sm" asChild>
            <a href="/docs">
              <BookOpenIcon aria-hidden="true" />
              API reference
            </a>
          </Button>
        }
      />
    </div>
  );
}
