import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** An invitation or reset link that cannot be used: why, and the way on. */
export function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle className="text-xl" role="heading" aria-level={1}>{title}</CardTitle>
        <CardDescription role="alert">{message}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-muted-foreground text-center text-sm">Ask an owner or admin of your team for a new link.</p>
        <Button asChild variant="outline">
          <Link href="/login">Go to sign in</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
