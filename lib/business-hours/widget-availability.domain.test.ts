import { describe, expect, it } from "vitest";
import { updateInbox } from "@/lib/inboxes/update-inbox";
import { rolledBack } from "@/lib/testing/rolled-back";
import { webchatInboxId } from "@/lib/widget/inbox";
import { widgetAvailability } from "./widget-availability";

const r = [{ from: "09:00", to: "17:00" }];

describe("the website chat's promise", () => {
  it("reads the website chat inbox's hours in the company's zone: the reply figure while open, the next opening while closed", async () => {
    await rolledBack(async (ctx) => {
      expect((await widgetAvailability(ctx)).open).toBe(true); // no hours: always open
      const id = await webchatInboxId(ctx);
      await updateInbox({ ctx, id, input: { settings: { businessHours: { enabled: true, timeZone: "Europe/London", weekly: { sun: [], mon: r, tue: r, wed: r, thu: r, fri: r, sat: [] }, holidays: [{ date: "2026-01-06", name: "Staff day" }], replyTimeMinutes: 7 } } } });
      expect(await widgetAvailability(ctx, new Date("2026-01-05T10:00:00Z"))).toMatchObject({ open: true, replyMinutes: 7, text: "We reply in about 7 minutes" });
      expect(await widgetAvailability(ctx, new Date("2026-01-05T18:00:00Z"))).toMatchObject({ open: false, backAt: "2026-01-07T09:00:00.000Z", text: "We're back Wednesday at 9:00" });
    });
  });
});
