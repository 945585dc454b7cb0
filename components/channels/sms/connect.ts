import { connectSmsInput } from "@/lib/channels/sms/schemas";
import { phoneSchema } from "@/lib/contacts/schemas";
import type { LayerChannelConfig } from "../connect-config";

/** SMS's connect form: the gateway account and one of its numbers. */
export const smsConnect: LayerChannelConfig = {
  channel: "sms",
  title: "SMS",
  connectNoun: "number",
  connectHelp:
    "The account SID and auth token from your SMS gateway console's account dashboard, and one of the account's numbers (Phone numbers → Active numbers). The service checks them with the gateway, stores the token encrypted (it is never shown again) and sends each message with a status callback to this service, so delivery and failures come back on their own.",
  fields: [
    { name: "accountSid", label: "Account SID", description: "Starts with AC, then 32 hex digits" },
    { name: "authToken", label: "Auth token", secret: true },
    { name: "phoneNumber", label: "Phone number", description: "The account's number customers text, in E.164 (+, country code and number, no spaces)", tel: true, placeholder: "+14155550100" },
  ],
  schema: connectSmsInput as unknown as LayerChannelConfig["schema"],
  identifiers: [
    { key: "phoneNumber", label: "Number" },
    { key: "accountName", label: "Account" },
    { key: "accountSid", label: "Account SID" },
  ],
  sandboxNote:
    "The sandbox behaves like the gateway: sends are accepted and reported delivered a second later; numbers ending in 0000 come back undelivered (unreachable handset). A customer texting STOP or START changes their marketing consent. Use “Simulate customer” in the inbox to receive texts.",
  simulate: {
    fromLabel: "Customer phone",
    from: phoneSchema,
    sampleFrom: () => `+1 555 010 ${String(Math.floor(1000 + Math.random() * 8999))}`,
    tel: true,
    textMax: 1600,
    intro: "Texts your sandbox number as this customer would from their phone.",
  },
};
