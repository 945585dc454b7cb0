"use client";

import { CheckCircle2Icon, SendIcon, XCircleIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { inSentence } from "@/components/channels/connect-config";
import { CHANNEL_META } from "@/lib/channels/keys";
import { errorMessage } from "@/lib/client/api";
import { useCan } from "@/lib/client/hooks/use-me";
import type { VerifyOtpResult } from "@/lib/otp/schemas";
import { useSendOtp, useVerifyOtp, type OtpSent } from "./use-otp";

const REASONS: Record<string, string> = {
  invalid_code: "That code is not right (or was already used).",
  expired: "That code has expired; send a new one.",
  too_many_attempts: "Too many wrong tries; send a new code.",
};

/** Sends a real code with the saved settings to a phone you hold, then checks what you type. */
export function TestCodeDialog() {
  const canSend = useCan("otp:send");
  const canVerify = useCan("otp:verify");
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [result, setResult] = useState<VerifyOtpResult | null>(null);
  const send = useSendOtp();
  const verify = useVerifyOtp();

  function reset(next: boolean) {
    setOpen(next);
    if (!next) {
      setSent(null);
      setResult(null);
      setCode("");
      send.reset();
    }
  }

  // The dialog renders in a portal but its events still bubble through React to the settings form: stop them here.
  async function onSend(e: React.FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    try {
      setResult(null);
      setSent(await send.mutateAsync({ phone }));
      toast.success("Test code sent");
    } catch {
      // Shown in the dialog.
    }
  }

  async function onVerify(e: React.FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    try {
      setResult(await verify.mutateAsync({ phone, code }));
    } catch (err) {
      toast.error("Could not check the code", { description: errorMessage(err) });
    }
  }

  if (!canSend || !canVerify) return <span />;
  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <SendIcon aria-hidden="true" />
          Send a test code
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send a test code</DialogTitle>
          <DialogDescription>A real code goes to this number with the saved settings. It counts towards the phone&apos;s limits.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSend} className="grid gap-2" noValidate>
          <Label htmlFor="otp-test-phone">Phone number</Label>
          <div className="flex gap-2">
            <Input id="otp-test-phone" type="tel" autoComplete="tel" placeholder="+1 415 555 0134" value={phone} onChange={(e) => setPhone(e.target.value)} aria-invalid={send.isError || undefined} aria-describedby={send.isError ? "otp-test-send-error" : undefined} />
            <SubmitButton pending={send.isPending} disabled={!phone.trim()} variant={sent ? "outline" : "default"}>
              {sent ? "Send again" : "Send"}
            </SubmitButton>
          </div>
          {send.isError && (
            <p id="otp-test-send-error" role="alert" className="text-destructive text-sm">
              {errorMessage(send.error)}
            </p>
          )}
          {sent && (
            <p className="text-muted-foreground text-sm" role="status">
              Sent by {inSentence(CHANNEL_META[sent.channel].label)}; it expires at {new Date(sent.expiresAt).toLocaleTimeString()}.
            </p>
          )}
        </form>
        {sent && (
          <form onSubmit={onVerify} className="grid gap-2" noValidate>
            <Label htmlFor="otp-test-code">The code you received</Label>
            <div className="flex gap-2">
              <Input id="otp-test-code" inputMode="numeric" autoComplete="one-time-code" maxLength={sent.codeLength} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))} />
              <SubmitButton pending={verify.isPending} disabled={code.length < 4}>
                Check
              </SubmitButton>
            </div>
          </form>
        )}
        {result && (
          <Alert variant={result.verified ? "default" : "destructive"}>
            {result.verified ? <CheckCircle2Icon aria-hidden="true" /> : <XCircleIcon aria-hidden="true" />}
            <AlertTitle>{result.verified ? "Verified" : "Not verified"}</AlertTitle>
            <AlertDescription>{result.verified ? "The code was right. It cannot be used again." : REASONS[result.reason ?? "invalid_code"]}</AlertDescription>
          </Alert>
        )}
      </DialogContent>
    </Dialog>
  );
}
