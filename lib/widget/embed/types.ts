/** What the embedded script receives from the widget API (lib/widget/schemas.ts, by hand: no zod in the bundle). */
export interface Config {
  name: string;
  primaryColor: string;
  textColor: string;
  greeting: string | null;
  preChatForm: "off" | "name_email" | "name_phone";
  position: "right" | "left";
  files: { maxBytes: number; mimeTypes: string[] };
  /** "We reply in about 12 minutes" or "We're back at 9:00" (the inbox's business hours); older servers send none. */
  availability?: { open: boolean; text: string };
}

export interface Session {
  token: string;
  visitorId: string;
  formRequired: boolean;
  profile: { name: string | null; email: string | null; phone: string | null };
}

export interface Message {
  id: string;
  seq: number;
  from: "visitor" | "agent";
  type: string;
  text: string | null;
  file: { name: string; mimeType: string; size: number; url: string } | null;
  status: string;
  at: string;
  /** An agent's question with answers to tap (a satisfaction survey's stars). */
  choices?: { id: string; title: string }[];
  /** Shown before the server answered. */
  pending?: boolean;
}
