import { widgetScript } from "@/lib/widget/serve-bundle";

// GET /widget.js - the website chat's embedded script
export const GET = (req: Request) => widgetScript(req);
