"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { ThemeProvider } from "@/components/theme-provider";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ApiError } from "@/lib/client/api";
import { loginUrlFor } from "@/lib/auth/safe-callback";

const AUTH_PAGES = ["/login", "/setup", "/invite", "/reset-password"];

/**
 * A 401 means the session ended (signed out elsewhere, or the person was removed); signing in
 * again returns to this page.
 */
function onApiError(err: unknown) {
  const { pathname, search } = window.location;
  if (err instanceof ApiError && err.status === 401 && !AUTH_PAGES.some((p) => pathname.startsWith(p))) {
    void signOut({ callbackUrl: loginUrlFor(`${pathname}${search}`) });
  }
}

function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onApiError }),
    mutationCache: new MutationCache({ onError: onApiError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // 4xx answers won't change on a retry; network blips and 5xx might.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

export function Providers({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider delayDuration={300}>
          {children}
          {/* Bottom right, raised above the inbox composer: at the bottom edge a toast covered its Send
              button (on phones the whole composer), at the top it covered the pages' header actions. */}
          <Toaster position="bottom-right" offset={{ bottom: 152, right: 16 }} mobileOffset={{ bottom: 152 }} closeButton />
        </TooltipProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
