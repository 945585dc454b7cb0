import type { z } from "zod";
import { channelVars } from "./channels";
import { databaseVars } from "./database";
import { engineVars } from "./engines";
import { limitVars } from "./limits";
import { logVars, testVars } from "./logs-and-tests";
import { processVars } from "./processes";
import { serverVars } from "./server";
import type { Setting } from "./setting";

/** Every variable, in the README's order: a group per file of this folder. */
export const GROUPS = [serverVars, databaseVars, processVars, limitVars, channelVars, engineVars, logVars, testVars] as const;

export const VARS = {
  ...serverVars.vars,
  ...databaseVars.vars,
  ...processVars.vars,
  ...limitVars.vars,
  ...channelVars.vars,
  ...engineVars.vars,
  ...logVars.vars,
  ...testVars.vars,
};

export type EnvName = keyof typeof VARS;

type ValueOf<S> = S extends Setting<infer T> ? T : never;

/** The parsed environment: every variable typed, defaults applied. */
export type Env = { readonly [K in EnvName]: ValueOf<(typeof VARS)[K]> };

/** process.env's shape, or any record standing in for it in tests. */
export type RawEnv = Record<string, string | undefined>;

export type EnvSchema = z.ZodType<Env, RawEnv>;
