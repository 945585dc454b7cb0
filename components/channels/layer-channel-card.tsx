"use client";

import { ActivityIcon, FlaskConicalIcon, Loader2Icon, UnplugIcon } from "lucide-react";
import Link from "next/link";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime } from "@/lib/client/format";
import { useChannelConnection, useChannelSandboxSwitch, useDisconnectChannel, useTestChannel } from "@/lib/client/hooks/use-channel-layer";
import type { ChannelConnectionView } from "@/lib/client/types";
import { ChannelIcon } from "./channel-icon";
import { ConnectLayerDialog } from "./connect-layer-dialog";
import { HealthLine, StatusBadge } from "./connection-status";
import { titleInSentence, type LayerChannelConfig } from "./connect-config";
import { channelInfo } from "./lookup";

/**
 * A channel's connection: its state, its account, the last test, and what an admin can do.
 * With several inboxes on the channel, the card is its default's and points to the others.
 */
export function LayerChannelCard({ config, canWrite, inboxCount = 0 }: { config: LayerChannelConfig; canWrite: boolean; inboxCount?: number }) {
  const connection = useChannelConnection(config.channel);
  const c = connection.data;
  const info = channelInfo(config.channel);
  const titleId = `channel-${config.channel}-title`;
  return (
    <Card className="gap-4 py-5" data-testid={`channel-${config.channel}`} aria-labelledby={titleId}>
      <CardContent className="flex items-start gap-3 px-5">
        <ChannelIcon icon={info.icon} active={c?.status === "connected"} />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="leading-none font-semibold">
              {config.title}
            </h3>
            {c && <StatusBadge status={c.status} />}
            {c?.mode && (
              <Badge variant="outline" data-testid="channel-mode" className={c.mode === "sandbox" ? "text-amber-700 dark:text-amber-400" : "text-emerald-700 dark:text-emerald-400"}>
                {c.mode === "sandbox" ? "Sandbox" : "Live"}
              </Badge>
            )}
          </div>
          <p className="text-muted-foreground text-sm">{info.about}</p>
          {connection.isError ? (
            <p role="alert" className="text-destructive text-sm">
              Could not load the connection: {errorMessage(connection.error)}
            </p>
          ) : !c ? (
            <Skeleton className="h-16 w-full" />
          ) : (
            <Details config={config} connection={c} />
          )}
          {inboxCount > 1 && (
            <p className="text-muted-foreground text-sm" data-testid="channel-inbox-count">
              This card shows your default {config.connectNoun} of {inboxCount}.{" "}
              <Link href="/settings/inboxes" className="text-primary font-medium underline-offset-4 hover:underline">
                Manage inboxes
              </Link>
            </p>
          )}
        </div>
      </CardContent>
      {c && canWrite && (
        <CardFooter className="flex-wrap gap-2 border-t px-5 [.border-t]:pt-4">
          <Actions config={config} connection={c} />
        </CardFooter>
      )}
    </Card>
  );
}

function Details({ config, connection: c }: { config: LayerChannelConfig; connection: ChannelConnectionView }) {
  if (c.status === "not_connected") return <p className="text-sm">Not connected. Connect your live {config.connectNoun}, or use the sandbox to try the inbox.</p>;
  const rows: [string, React.ReactNode][] = [
    ["Display name", c.displayName ?? "—"],
    ...config.identifiers
      // An identifier that is the display name (a number shown as itself) is not said twice.
      .filter((i) => c.identifiers[i.key] && c.identifiers[i.key] !== c.displayName)
      .map((i): [string, React.ReactNode] => [i.label, <span key={i.key} className="font-mono text-xs">{c.identifiers[i.key]}</span>]),
    ["Connected", formatDateTime(c.connectedAt)],
  ];
  return (
    <div className="grid gap-3">
      {c.mode === "sandbox" && <p className="bg-amber-500/10 border-amber-500/30 rounded-md border px-3 py-2 text-sm">{config.sandboxNote}</p>}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <HealthLine health={c.health} checkedAt={c.lastCheckedAt} />
    </div>
  );
}

function Actions({ config, connection: c }: { config: LayerChannelConfig; connection: ChannelConnectionView }) {
  const test = useTestChannel(config.channel);
  const sandbox = useChannelSandboxSwitch(config.channel);
  const disconnect = useDisconnectChannel(config.channel);
  const connected = c.status !== "not_connected";
  const live = c.mode === "live" && connected;

  function runTest() {
    test.mutate(undefined, {
      onSuccess: (r) => (r.ok ? toast.success("Connection works", { description: r.message }) : toast.error("Connection test failed", { description: r.message })),
      onError: (err) => toast.error("Could not test the connection", { description: errorMessage(err) }),
    });
  }

  async function run(what: "sandbox" | "disconnect") {
    try {
      if (what === "sandbox") await sandbox.mutateAsync(undefined);
      else await disconnect.mutateAsync(undefined);
      toast.success(what === "sandbox" ? "Switched to the sandbox" : `${config.title} disconnected`);
      return true;
    } catch (err) {
      toast.error(what === "sandbox" ? "Could not switch to the sandbox" : "Could not disconnect", { description: errorMessage(err) });
      return false;
    }
  }

  return (
    <>
      {connected && (
        <Button size="sm" variant="outline" onClick={runTest} disabled={test.isPending}>
          {test.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <ActivityIcon aria-hidden="true" />}
          Test connection
        </Button>
      )}
      <ConnectLayerDialog config={config} live={live} />
      {c.mode !== "sandbox" &&
        (live ? (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline">
                <FlaskConicalIcon aria-hidden="true" />
                Switch to sandbox
              </Button>
            }
            title={`Switch ${titleInSentence(config)} to the sandbox?`}
            description={`Your live ${config.connectNoun} is disconnected and its access token deleted; messages go to the built-in simulator until you connect again. Conversations stay.`}
            confirmLabel="Switch to sandbox"
            pending={sandbox.isPending}
            onConfirm={() => run("sandbox")}
          />
        ) : (
          <Button size="sm" variant="outline" onClick={() => void run("sandbox")} disabled={sandbox.isPending}>
            <FlaskConicalIcon aria-hidden="true" />
            Use the sandbox
          </Button>
        ))}
      {connected && (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive sm:ml-auto">
              <UnplugIcon aria-hidden="true" />
              Disconnect
            </Button>
          }
          title={`Disconnect ${titleInSentence(config)}?`}
          description={`No messages can be sent or received on ${titleInSentence(config)} until you connect again. Conversations and messages stay.`}
          confirmLabel="Disconnect"
          pending={disconnect.isPending}
          onConfirm={() => run("disconnect")}
        />
      )}
    </>
  );
}
