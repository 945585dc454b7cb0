import { SegmentedMessage } from "sms-segments-calculator";

export interface SmsSegments {
  encoding: "GSM-7" | "UCS-2";
  segments: number;
  characters: number;
  /** The characters that force UCS-2 (an emoji, a curly quote): replacing them can halve the cost. */
  nonGsmCharacters: string[];
}

/**
 * How many SMS a text is billed as. The gateway's own calculator (GSM-7 with its extension
 * table counting twice, UCS-2 for anything else, 153 or 67 characters per segment once
 * concatenated); browser-safe, so the composer shows the same count the API stores.
 */
export function smsSegments(text: string): SmsSegments {
  const m = new SegmentedMessage(text);
  return { encoding: m.encodingName === "UCS-2" ? "UCS-2" : "GSM-7", segments: m.segmentsCount, characters: m.numberOfCharacters, nonGsmCharacters: [...new Set(m.getNonGsmCharacters())] };
}
