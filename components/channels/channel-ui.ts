import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { Conversation, Message } from "@/lib/client/types";
import type { LayerChannelConfig } from "./connect-config";

/** A part drawn for one conversation (its reply box, its window in the header). */
export type ConversationPart = ComponentType<{ conversation: Conversation }>;
/** Draws one message's body; looked up by the message's normalized type. */
export type MessageRenderer = ComponentType<{ message: Message }>;

/** A contact as the contact page hands it to a channel's actions. */
export interface ContactRef {
  id: string;
  name: string;
  phone: string | null;
}

/** A first text to a contact's phone ("New conversation"); it joins their open conversation when there is one. */
export interface FirstText {
  to: string;
  conversationId?: string;
  /** The number it goes out of, when the channel has several (the channel's default otherwise). */
  inboxId?: string;
  text: string;
}

/** A first message that is an approved template, while the channel's window is closed. */
export interface FirstTemplateProps {
  to: string;
  conversationId?: string;
  inboxId?: string;
  onSent: (conversationId: string) => void;
  onCancel: () => void;
}

/** Sends a text again after it failed, through the same route (and checks) as the composer. */
export interface TextResender {
  resend: (conversation: Conversation, text: string) => Promise<unknown>;
  isPending: boolean;
}

/**
 * Everything the dashboard draws differently for one channel, declared in its folder
 * (components/channels/<ch>/index.ts) and looked up through the registry. Facts every part of
 * the product needs (keyed by phone, templates, window, text limit, media) are capabilities
 * (lib/channels/<ch>/capabilities.ts), not fields here. Optional parts left out mean "the
 * channel has none": no composer says replies are not available, no renderer falls back to the
 * shared ones.
 */
export interface ChannelUi {
  /** The channel's glyph on its card, its inbox group and the conversation list. */
  icon: LucideIcon;
  /** One line under its name on Settings → Channels. */
  about: string;
  /**
   * On the shared channel layer: connect form, card identifiers, sandbox note and simulated
   * customer. Absent: the channel has one built-in inbox of ours (no platform account, no
   * live/sandbox mode, nothing to delete).
   */
  connect?: LayerChannelConfig;
  /** Replaces the connect card on Settings → Channels. */
  SettingsCard?: ComponentType;
  /** Where the channel's own settings page is, offered in its inbox's menu. */
  settingsLink?: { href: string; label: string };
  /** The reply box of the channel's conversations. */
  Composer?: ConversationPart;
  /** The channel's messaging window in the thread header. */
  WindowBadge?: ConversationPart;
  /** The channel's own drawings by normalized message type; other types use the shared renderers. */
  renderers?: Readonly<Record<string, MessageRenderer>>;
  /** An extra note on a message's meta line (what a text was billed as, say). */
  metaNote?: (message: Message) => string | null;
  /** A failed text can be retried: the hook that sends it again. */
  useResendText?: () => TextResender;
  /**
   * Writing first ("New conversation") on a channel keyed by phone: free text while it may go,
   * and, on a channel with templates, the template form while its window is closed.
   */
  start?: {
    placeholder: string;
    useSendFirstText: () => (input: FirstText) => Promise<{ conversationId: string }>;
    TemplateForm?: ComponentType<FirstTemplateProps>;
  };
  /** An action of the channel's on the contact page's header. */
  ContactAction?: ComponentType<{ contact: ContactRef }>;
}
