"use client";

import { ErrorView } from "@/components/brand/error-view";
import "./globals.css";

/** Errors in the root layout itself: it replaces the layout, so it brings its own <html>. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-svh font-sans antialiased">
        <ErrorView {...props} />
      </body>
    </html>
  );
}
