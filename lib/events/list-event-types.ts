import { EVENT_TYPES } from "./catalog";

export function listEventTypes() {
  return { data: EVENT_TYPES.map((e) => ({ ...e })), groups: [...new Set(EVENT_TYPES.map((e) => e.group))] };
}
