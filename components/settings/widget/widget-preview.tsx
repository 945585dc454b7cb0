"use client";

import { useMemo } from "react";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import type { WidgetSettings } from "@/lib/widget/schemas";
import { WIDGET_FILE_LIMITS } from "@/lib/widget/schemas";

export type PreviewSettings = Pick<WidgetSettings, "displayName" | "primaryColor" | "textColor" | "greeting" | "preChatForm" | "position">;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/</g, "&lt;");

/**
 * The real widget (the same /widget.js sites load) in preview mode, in a frame: it draws the
 * open panel from the form's values with sample messages and calls nothing.
 */
export function WidgetPreview({ settings, companyName }: { settings: PreviewSettings; companyName: string }) {
  const valid = /^#[0-9a-f]{6}$/i;
  const config = useDebounced(
    JSON.stringify({
      name: settings.displayName?.trim() || companyName,
      primaryColor: valid.test(settings.primaryColor) ? settings.primaryColor : "#2563eb",
      textColor: valid.test(settings.textColor) ? settings.textColor : "#ffffff",
      greeting: settings.greeting?.trim() || null,
      preChatForm: settings.preChatForm,
      position: settings.position,
      files: { maxBytes: WIDGET_FILE_LIMITS.maxBytes, mimeTypes: WIDGET_FILE_LIMITS.mimeTypes },
    }),
    200,
  );
  const srcDoc = useMemo(
    () =>
      `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;background:repeating-linear-gradient(45deg,#f4f4f5,#f4f4f5 12px,#fafafa 12px,#fafafa 24px)}</style></head>` +
      `<body><script src="${typeof window === "undefined" ? "" : window.location.origin}/widget.js" data-preview='${esc(config)}'></script></body></html>`,
    [config],
  );
  return <iframe title="Website chat preview" srcDoc={srcDoc} className="h-[640px] w-full rounded-xl border bg-white" data-testid="widget-preview" />;
}
