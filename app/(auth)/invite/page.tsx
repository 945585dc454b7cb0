import type { Metadata } from "next";
import { connection } from "next/server";
import { AcceptInviteForm } from "@/components/account/accept-invite-form";
import { LinkProblem } from "@/components/account/link-problem";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { peekInvitation } from "@/lib/account/invitations";
import { AppError } from "@/lib/domain/errors";

export const metadata: Metadata = { title: "Join your team", referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where an invitation link lands: who invited you to what, then name and password. */
export default async function InvitePage({ searchParams }: Props) {
  await connection();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const invite = await peekInvitation(token).catch((err: unknown) => {
    if (err instanceof AppError && err.status < 500) return { problem: err.code === "NOT_FOUND" ? "This invitation link is not valid." : err.message };
    throw err;
  });
  if ("problem" in invite) return <LinkProblem title="This invitation can't be used" message={invite.problem} />;
  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle className="text-xl" role="heading" aria-level={1}>Join {invite.companyName}</CardTitle>
        <CardDescription>You were invited as {invite.role === "admin" || invite.role === "agent" ? "an" : "a"} {invite.role}. Choose your name and a password.</CardDescription>
      </CardHeader>
      <CardContent>
        <AcceptInviteForm token={token} email={invite.email} />
      </CardContent>
    </Card>
  );
}
