import { z } from "zod";
import type { ConnectableChannel } from "@/lib/client/types";

/** A field of the connect dialog; `optional` fields left blank are not sent. */
export interface LayerField {
  name: string;
  label: string;
  description?: string;
  optional?: boolean;
  secret?: boolean;
  /** A phone number rather than a platform id (the keyboard and autofill differ). */
  tel?: boolean;
  placeholder?: string;
}

/** The sandbox's simulated customer: who they are on the channel, and how the panel says it. */
export interface SimulateConfig {
  fromLabel: string;
  from: z.ZodType<string, string>;
  /** A believable customer for the form's first value. */
  sampleFrom: () => string;
  tel?: boolean;
  textMax: number;
  intro: string;
  /** A second way to write: tapping one of our buttons, sent as the inbound simulator's `payload`. */
  tap?: { label: string; description: string };
}

/** What differs between the channels on the shared layer: their connect fields, sandbox simulation and wording. */
export interface LayerChannelConfig {
  channel: ConnectableChannel;
  title: string;
  /** "Connect live {connectNoun}" */
  connectNoun: string;
  /** The connect dialog's description: what to bring from the platform. */
  connectHelp: string;
  fields: LayerField[];
  schema: z.ZodType<Record<string, string | undefined>, Record<string, string | undefined>>;
  /** The public ids shown on the card, in order (from the connection's identifiers). */
  identifiers: { key: string; label: string }[];
  sandboxNote: string;
  simulate: SimulateConfig;
}

/** A channel's name inside a sentence: lower case ("Connect acme"), but an acronym keeps its capitals. */
export const inSentence = (title: string) => (title === title.toUpperCase() ? title : title.toLowerCase());
export const titleInSentence = (config: LayerChannelConfig) => inSentence(config.title);

/** Blank optional fields are left out of the body. */
export function withoutBlanks(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""));
}
