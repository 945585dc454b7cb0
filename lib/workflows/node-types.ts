import { z } from "zod";
import { NODE_DEFINITIONS } from "./nodes/registry";

/** The registry as the API lists it: what integrators need to build a graph by hand. */
export function listNodeTypes() {
  return {
    data: NODE_DEFINITIONS.map((d) => ({
      type: d.type,
      label: d.label,
      description: d.description,
      category: d.category,
      icon: d.icon,
      hasInput: d.hasInput,
      outputs: d.outputs(d.config.safeParse(d.defaults).data),
      pauses: d.pauses === true,
      defaults: d.defaults,
      configSchema: z.toJSONSchema(d.config, { io: "input", unrepresentable: "any" }),
    })),
  };
}
