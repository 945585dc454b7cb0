"use client";

import { CopyButton } from "@/components/ui/copy-button";

/** The one line to paste into a website, with this app's address and the company's id. */
export function WidgetSnippet({ companyId }: { companyId: string }) {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const snippet = `<script src="${origin}/widget.js" data-company="${companyId}" async></script>`;
  return (
    <div className="grid gap-2">
      <div className="bg-muted flex items-start gap-2 rounded-md border p-3">
        <code className="min-w-0 flex-1 font-mono text-xs break-all" data-testid="widget-snippet">
          {snippet}
        </code>
        <CopyButton value={snippet} label="Copy the snippet" />
      </div>
      <p className="text-muted-foreground text-sm">Paste it before the closing &lt;/body&gt; tag of every page where the chat should appear.</p>
    </div>
  );
}
