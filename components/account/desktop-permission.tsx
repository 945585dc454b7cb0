"use client";

import { BellIcon, BellOffIcon, BellRingIcon } from "lucide-react";
import { toast } from "sonner";
import { useNotificationPermission } from "@/components/live/use-notification-permission";
import { Button } from "@/components/ui/button";
import { playChime, showDesktopNotification } from "@/lib/client/live/desktop";

/**
 * Whether this browser may show desktop notifications, and the one button that asks: the
 * browser's prompt appears only when the person clicks it.
 */
export function DesktopPermission({ sound }: { sound: boolean }) {
  const { permission, ask, asking } = useNotificationPermission();

  async function allow() {
    const answer = await ask();
    if (answer === "granted") toast.success("Desktop notifications are on in this browser");
    else if (answer === "denied") toast.error("Desktop notifications were blocked", { description: "Allow them in this site's settings in your browser to turn them on." });
  }

  function test() {
    const shown = showDesktopNotification({ conversationId: "", title: "Notifications work", body: "This is how a new message will look.", tag: "test" }, () => undefined);
    if (sound) playChime();
    if (!shown) toast.error("The browser did not show the notification");
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border p-3" data-testid="desktop-permission" data-permission={permission}>
      {permission === "granted" ? <BellRingIcon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" /> : permission === "denied" ? <BellOffIcon className="text-destructive size-4" aria-hidden="true" /> : <BellIcon className="text-muted-foreground size-4" aria-hidden="true" />}
      <p className="min-w-0 flex-1 text-sm">
        {permission === "granted" && "Desktop notifications are allowed in this browser."}
        {permission === "default" && "This browser has not been asked yet: notifications show only once you allow them."}
        {permission === "denied" && "This browser blocks notifications from this site. Allow them in the site settings (the icon beside the address) and reload."}
        {permission === "unsupported" && "This browser cannot show desktop notifications; the sound and the unread count in the tab title still tell you."}
      </p>
      {permission === "default" && (
        <Button type="button" size="sm" variant="outline" onClick={() => void allow()} disabled={asking}>
          Allow desktop notifications
        </Button>
      )}
      {permission === "granted" && (
        <Button type="button" size="sm" variant="outline" onClick={test}>
          Send a test
        </Button>
      )}
    </div>
  );
}
