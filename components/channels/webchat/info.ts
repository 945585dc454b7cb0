import { GlobeIcon } from "lucide-react";

/** The website chat's glyph and line, shared by its registry entry and its own settings card. */
export const WEBCHAT_INFO = { icon: GlobeIcon, about: "A chat widget on your own website." };
