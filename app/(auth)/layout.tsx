import { BrandMark } from "@/components/brand/brand-mark";

/** Sign-in and first-run pages: one centred card on a quiet background. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-muted/40 flex min-h-svh flex-col items-center justify-center gap-6 p-6 md:p-10">
      <div className="flex items-center gap-2.5 font-semibold tracking-tight">
        <BrandMark />
        <span className="text-lg">Service</span>
      </div>
      <main className="w-full max-w-sm">{children}</main>
      <p className="text-muted-foreground text-center text-xs">Every customer conversation, one inbox.</p>
    </div>
  );
}
