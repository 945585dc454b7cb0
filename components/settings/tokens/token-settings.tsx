"use client";

import { KeyRoundIcon, } from "lucide-react";
import { LoadError } from "@/components/settings/load-error";
import { SettingsSection } from "@/components/settings/settings-section";
import { EmptyState } from "@/components/ui/empty-state";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useTokens } from "@/lib/client/hooks/use-tokens";
import { CreateTokenDialog } from "./create-token-dialog";
import { TokensTable } from "./tokens-table";
import { LockedState } from "@/components/dashboard/locked-state";

export function TokenSettings() {
  const me = useMe();
  const canRead = useCan("tokens:read");
  const canWrite = useCan("tokens:write");
  // Agents and marketers can't list tokens; don't ask the API for a 403.
  const tokens = useTokens({ enabled: canRead });

  return (
    <SettingsSection
      id="tokens-heading"
      title="API tokens"
      description={
        <>
          Tokens authenticate your own systems against the API. Send one as <code className="font-mono text-xs">Authorization: Bearer …</code>;
          each token can do only what its scopes allow.
        </>
      }
      action={canWrite && <CreateTokenDialog />}
    >
      {me.data && !canRead ? (
        <LockedState scope="tokens:read" title="Your role can't manage API tokens" doWhat="create API tokens for integrations" />
      ) : tokens.isError ? (
        <LoadError what="the API tokens" error={tokens.error} />
      ) : (
        <TokensTable
          tokens={tokens.data?.data}
          isLoading={me.isPending || tokens.isPending}
          canRevoke={canWrite}
          emptyState={
            <EmptyState
              className="py-12"
              icon={KeyRoundIcon}
              title="No API tokens yet"
              description="Create a token to connect your CRM, your store or your own scripts to the API."
            />
          }
        />
      )}
    </SettingsSection>
  );
}
