import { z } from "zod";
import type { LayerField, SimulateConfig } from "../connect-config";

/** What photoapp and socialchat share on the connect form: both connect a business page on the Graph platform. */
export const platformId = (what: string) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(64, "must be at most 64 characters")
    .regex(/^[0-9A-Za-z_-]+$/, `must be the platform's ${what} (digits)`);
export const optionalId = (what: string) => z.literal("").or(platformId(what)).optional();
export const accessToken = z.string().trim().min(20, "must be the platform's access token").max(1024, "must be at most 1024 characters");

export const PAGE_ID: LayerField = { name: "pageId", label: "Page ID", description: "The business page the account is linked to" };
export const PAGE_TOKEN: LayerField = { name: "accessToken", label: "Page access token", secret: true };
export const PAGE_HELP = "The page id and a page access token from your business platform account. The token is checked with the platform, stored encrypted and never shown again.";

/** A 16-digit platform user id like the ones the Graph platforms give, different each time. */
const sampleUserId = () => `1784140${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** The sandbox's customer on a Graph platform: named by the user id the platform gives them. */
export const platformUser = (title: string): SimulateConfig => ({
  fromLabel: "Customer user ID",
  from: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters").regex(/^[0-9A-Za-z_-]+$/, "must be a platform user id (digits)"),
  sampleFrom: sampleUserId,
  textMax: 1000,
  intro: `Sends a message to your sandbox ${title.toLowerCase()} account as this customer would from the app.`,
});
