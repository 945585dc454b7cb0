import { ArrowLeftIcon, BookOpenIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { StatusPage } from "@/components/brand/status-page";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

/** Any URL the app does not serve: say so, and offer the inbox and the API reference. */
export default function NotFound() {
  return (
    <StatusPage code="404" title="This page does not exist" description="The link may be old or mistyped. Nothing was changed.">
      <Button asChild>
        <Link href="/inbox">
          <ArrowLeftIcon aria-hidden="true" />
          Back to the dashboard
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <a href="/docs">
          <BookOpenIcon aria-hidden="true" />
          API reference
        </a>
      </Button>
    </StatusPage>
  );
}
