import { customType, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { channelEnum } from "./channels";
import { companies } from "./tenancy";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * Files a channel's platform hands over rather than hosting (an email's attachments), kept in
 * PostgreSQL beside the messages that name them; the inbox loads them through
 * GET /api/v1/channels/{channel}/files/{fileId}. Platforms that host media keep their URLs.
 */
export const channelFiles = pgTable(
  "channel_files",
  {
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    id: text().notNull(),
    channel: channelEnum().notNull(),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    /** The sha-256 of the bytes, for integrity checks and exports. */
    sha256: text().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  // Ids derive from the inbox, the name and the bytes (channelFileId): a re-sent callback stores its files once.
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);
