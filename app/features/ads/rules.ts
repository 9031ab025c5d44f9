/** Ad placement rules from spec 4 and 9, as pure functions. */

export const nativeAdEvery = 5;

/**
 * Native ads in a results grid: one after each item whose (index + 1) is a multiple
 * of 5, with index greater than 0.
 */
export function hasNativeAdAfter(index: number, every = nativeAdEvery): boolean {
  return index > 0 && (index + 1) % every === 0;
}

export type GridEntry<T> = { kind: "item"; item: T; index: number } | { kind: "ad"; afterIndex: number };

export function withNativeAds<T>(items: readonly T[], every = nativeAdEvery): GridEntry<T>[] {
  return items.flatMap((item, index): GridEntry<T>[] =>
    hasNativeAdAfter(index, every)
      ? [
          { kind: "item", item, index },
          { kind: "ad", afterIndex: index },
        ]
      : [{ kind: "item", item, index }],
  );
}

/**
 * Whether ad slots are drawn at all: with a network configured, always (each keeps its
 * fixed size); without one, only as placeholders in development. A visitor never sees an
 * empty "Publicidade" box, nor the space one would take.
 */
export function slotsShown(networkConfigured: boolean, development: boolean): boolean {
  return networkConfigured || development;
}
