export * from "./tenancy";
export * from "./auth";
export * from "./events";
export * from "./channels";
export * from "./contacts";
export * from "./messaging";
export * from "./templates";
