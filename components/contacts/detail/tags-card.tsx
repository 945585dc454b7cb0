"use client";

import { toast } from "sonner";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/client/api";
import { useContactTag } from "@/lib/client/hooks/use-contacts";
import type { Contact } from "@/lib/client/types";
import { TagList } from "../tag-chip";
import { TagPicker } from "../tags/tag-picker";

/** The contact's tags; each add or remove is saved at once (and lands on the timeline). */
export function TagsCard({ contact, canWrite }: { contact: Contact; canWrite: boolean }) {
  const tag = useContactTag(contact.id);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Tags</CardTitle>
      </CardHeader>
      <CardContent>
        {canWrite ? (
          <TagPicker
            value={contact.tagIds}
            known={contact.tags}
            onToggle={(t, checked) =>
              tag.mutate(
                { tagId: t.id, action: checked ? "add" : "remove" },
                {
                  onSuccess: () => toast.success(checked ? `Tag “${t.name}” added` : `Tag “${t.name}” removed`),
                  onError: (err) => toast.error(`Could not ${checked ? "add" : "remove"} “${t.name}”`, { description: errorMessage(err) }),
                },
              )
            }
          />
        ) : (
          <div className="flex flex-wrap gap-1.5">
            <TagList tags={contact.tags} max={50} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
