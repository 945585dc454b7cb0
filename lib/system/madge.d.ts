// The few parts of madge's API the boundaries test uses (the package ships no types).
declare module "madge" {
  interface MadgeResult {
    circular(): string[][];
  }
  export default function madge(paths: string | string[], config?: Record<string, unknown>): Promise<MadgeResult>;
}
