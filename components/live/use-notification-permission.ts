"use client";

import { useCallback, useState, useSyncExternalStore } from "react";
import { askNotificationPermission, notificationPermission, type NotificationPermissionState } from "@/lib/client/live/desktop";

/** Follows the browser's permission as the person changes it in the site settings, where the Permissions API tells. */
function subscribe(onChange: () => void) {
  let status: PermissionStatus | undefined;
  let gone = false;
  navigator.permissions
    ?.query({ name: "notifications" })
    .then((s) => {
      if (gone) return;
      status = s;
      s.addEventListener("change", onChange);
    })
    .catch(() => undefined);
  return () => {
    gone = true;
    status?.removeEventListener("change", onChange);
  };
}

/** The browser's desktop-notification permission, and `ask` for a button's click (never asked unprompted). */
export function useNotificationPermission(): { permission: NotificationPermissionState; ask: () => Promise<NotificationPermissionState>; asking: boolean } {
  const [asking, setAsking] = useState(false);
  const permission = useSyncExternalStore(subscribe, notificationPermission, () => "default" as const);
  const ask = useCallback(async () => {
    setAsking(true);
    try {
      return await askNotificationPermission();
    } finally {
      // Re-rendering reads the answer even where the Permissions API does not announce it.
      setAsking(false);
    }
  }, []);
  return { permission, ask, asking };
}
