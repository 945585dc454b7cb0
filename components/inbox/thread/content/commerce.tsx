import { PackageIcon, ShoppingCartIcon, StoreIcon } from "lucide-react";
import { InteractiveFrame, ButtonRow } from "./interactive";
import { arr, num, obj, str, type Obj } from "./read";

function ProductTile({ retailerId }: { retailerId: string }) {
  return (
    <div className="bg-background/60 flex items-center gap-2 rounded-md border p-2">
      <span className="bg-muted text-muted-foreground flex size-9 shrink-0 items-center justify-center rounded">
        <PackageIcon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="text-muted-foreground block text-xs">Product</span>
        <span className="block truncate font-mono text-xs">{retailerId}</span>
      </span>
    </div>
  );
}

/** One catalog product: the phone shows its card with a View button. */
export function ProductMessage({ content }: { content: Obj }) {
  return (
    <>
      <ProductTile retailerId={str(content.productRetailerId) ?? "—"} />
      <div className="mt-1.5">
        <InteractiveFrame content={content} />
      </div>
      <div className="-mx-3 -mb-2 mt-2">
        <ButtonRow icon={<StoreIcon aria-hidden="true" />}>View</ButtonRow>
      </div>
    </>
  );
}

export function ProductListMessage({ content }: { content: Obj }) {
  const sections = arr(content.sections).map(obj);
  const count = sections.reduce((n, s) => n + arr(s.productRetailerIds).length, 0);
  return (
    <>
      <InteractiveFrame content={content} />
      <div className="mt-2 grid gap-2">
        {sections.map((s, i) => (
          <div key={i} className="grid gap-1">
            {str(s.title) && <p className="text-muted-foreground text-xs font-medium uppercase">{str(s.title)}</p>}
            {arr(s.productRetailerIds).map((id, j) => (
              <ProductTile key={j} retailerId={str(id) ?? "—"} />
            ))}
          </div>
        ))}
      </div>
      <div className="-mx-3 -mb-2 mt-2">
        <ButtonRow icon={<StoreIcon aria-hidden="true" />}>
          View {count} item{count === 1 ? "" : "s"}
        </ButtonRow>
      </div>
    </>
  );
}

const money = (amount: number, currency: string | null) => {
  try {
    return currency ? new Intl.NumberFormat("en", { style: "currency", currency }).format(amount) : String(amount);
  } catch {
    return `${amount} ${currency}`;
  }
};

/** A cart the customer sent from the catalog: items, quantities and the total. */
export function OrderMessage({ content }: { content: Obj }) {
  const order = obj(content.order);
  const items = arr(order.product_items).map(obj);
  const currency = str(items[0]?.currency);
  const total = items.reduce((sum, it) => sum + (num(it.item_price) ?? 0) * (num(it.quantity) ?? 1), 0);
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-1.5 font-semibold">
        <ShoppingCartIcon className="size-4" aria-hidden="true" />
        Order · {items.length} item{items.length === 1 ? "" : "s"}
      </p>
      <ul className="grid gap-1 text-sm">
        {items.map((it, i) => (
          <li key={i} className="flex justify-between gap-3">
            <span className="truncate font-mono text-xs">
              {num(it.quantity) ?? 1} × {str(it.product_retailer_id) ?? "item"}
            </span>
            {num(it.item_price) !== null && <span className="tabular-nums">{money(num(it.item_price)!, str(it.currency))}</span>}
          </li>
        ))}
      </ul>
      {items.length > 0 && (
        <p className="flex justify-between border-t border-current/15 pt-1 text-sm font-medium">
          <span>Total</span>
          <span className="tabular-nums">{money(total, currency)}</span>
        </p>
      )}
      {str(order.text) && <p className="text-sm">{str(order.text)}</p>}
    </div>
  );
}
