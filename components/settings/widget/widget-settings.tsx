"use client";

import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { LoadError } from "@/components/settings/load-error";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/client/api";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useUpdateWidgetSettings, useWidgetSettings } from "@/lib/client/hooks/use-widget";
import type { WidgetSettings as Settings } from "@/lib/widget/schemas";
import { WidgetForm } from "./widget-form";
import { WidgetSnippet } from "./widget-snippet";

/** Settings → Website chat: on/off, the snippet, then appearance and allowed websites with a live preview. */
export function WidgetSettings() {
  const settings = useWidgetSettings();
  const me = useMe();
  const canEdit = useCan("channels:write");
  if (settings.isError) return <LoadError what="the website chat settings" error={settings.error} />;
  if (!settings.data || !me.data) {
    return (
      <div className="grid gap-6" aria-busy="true" aria-label="Loading website chat settings">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-[640px] rounded-xl" />
      </div>
    );
  }
  const s = settings.data;
  return (
    <>
      {!canEdit && <ReadOnlyNotice>Only owners and admins change the website chat.</ReadOnlyNotice>}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            Website chat
            <Badge variant={s.enabled ? "default" : "outline"} data-testid="widget-state">
              {s.enabled ? "On" : "Off"}
            </Badge>
          </CardTitle>
          <CardDescription>A chat on your own website. Visitors’ messages arrive in the inbox, and your replies reach them while they browse.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <EnableSwitch settings={s} disabled={!canEdit} />
          {s.enabled && !s.allowedOrigins.length && (
            <p className="text-sm text-amber-700 dark:text-amber-400" role="status">
              The chat is on but no website is allowed yet: add your site below, or it shows nowhere.
            </p>
          )}
          <WidgetSnippet companyId={s.companyId} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Appearance and websites</CardTitle>
          <CardDescription>How the chat looks, what it asks first and where it may appear.</CardDescription>
        </CardHeader>
        <WidgetForm key={s.updatedAt ?? "new"} settings={s} canEdit={canEdit} />
      </Card>
    </>
  );
}

/** Turning on saves at once; turning off (visitors lose the chat) asks first. */
function EnableSwitch({ settings, disabled }: { settings: Settings; disabled: boolean }) {
  const update = useUpdateWidgetSettings();
  const [confirming, setConfirming] = useState(false);

  async function set(enabled: boolean) {
    try {
      await update.mutateAsync({ enabled });
      toast.success(enabled ? "Website chat turned on" : "Website chat turned off");
      return true;
    } catch (err) {
      toast.error("Could not change the website chat", { description: errorMessage(err) });
      return false;
    }
  }

  return (
    <div className="flex items-center gap-3">
      <Switch id="widget-enabled" checked={settings.enabled} disabled={disabled || update.isPending} onCheckedChange={(on) => (on ? void set(true) : setConfirming(true))} />
      <Label htmlFor="widget-enabled">Show the chat on allowed websites</Label>
      <ControlledConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Turn off the website chat?"
        description="Visitors on your websites will no longer see the chat; their conversations stay in the inbox."
        confirmLabel="Turn off"
        pending={update.isPending}
        onConfirm={() => set(false)}
      />
    </div>
  );
}
