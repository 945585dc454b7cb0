import { CameraIcon } from "lucide-react";
import type { ChannelUi } from "../channel-ui";
import { GRAPH_RENDERERS } from "../graph/renderers";
import { graphResender } from "../graph/sends";
import { PhotoappComposer } from "./composer";
import { photoappConnect } from "./connect";
import { PhotoappWindowBadge } from "./window-badge";

// Its templates, quick replies and interactive messages are pages of their own (components/photoapp/).
export const photoappUi: ChannelUi = {
  icon: CameraIcon,
  about: "Direct messages from your photo-sharing business profile.",
  connect: photoappConnect,
  Composer: PhotoappComposer,
  WindowBadge: PhotoappWindowBadge,
  renderers: GRAPH_RENDERERS,
  useResendText: graphResender("photoapp"),
};
