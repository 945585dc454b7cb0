import { MapPinIcon } from "lucide-react";
import { num, obj, str, type Obj } from "./read";

/** A shared pin: name, address and a link that opens the spot on a map. */
export function LocationMessage({ content }: { content: Obj }) {
  // Inbound pins sit under `location`; our own sends keep the fields at the top.
  const l = content.location ? obj(content.location) : content;
  const lat = num(l.latitude);
  const lng = num(l.longitude);
  const name = str(l.name);
  const address = str(l.address);
  const map = lat !== null && lng !== null ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}` : null;
  return (
    <div className="bg-background/60 grid overflow-hidden rounded-md border">
      <div className="bg-muted text-muted-foreground flex h-24 items-center justify-center">
        <MapPinIcon className="text-primary size-8" aria-hidden="true" />
      </div>
      <div className="grid gap-0.5 p-2.5 text-sm">
        <p className="font-medium">{name ?? "Location"}</p>
        {address && <p className="text-muted-foreground text-xs">{address}</p>}
        {lat !== null && lng !== null && (
          <p className="text-muted-foreground font-mono text-xs tabular-nums">
            {lat.toFixed(5)}, {lng.toFixed(5)}
          </p>
        )}
        {map && (
          <a href={map} target="_blank" rel="noopener noreferrer" className="text-primary mt-1 text-xs font-medium underline-offset-2 hover:underline">
            Open in map
          </a>
        )}
      </div>
    </div>
  );
}
