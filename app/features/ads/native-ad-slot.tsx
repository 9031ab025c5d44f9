/**
 * The place a native (fluid) ad takes in a results grid. It reserves the size of a card
 * and is labelled "Publicidade", so nothing moves whether an ad fills it or not.
 */
export function NativeAdSlot() {
  return (
    <aside
      aria-label="Publicidade"
      data-ad-slot="native"
      className="flex min-h-[22rem] flex-col overflow-hidden rounded-2xl border border-dashed border-stone-300 bg-stone-100"
    >
      <p className="px-4 pt-3 text-xs font-medium uppercase tracking-wide text-stone-600">Publicidade</p>
      <div className="flex-1" />
    </aside>
  );
}
