/**
 * What a cook avoids, in words that name the food (issue 22: "Você evita: vegetariano" said
 * nothing of what is left out): a diet says what it excludes. Read by the list's and the
 * recipe page's strings; a module of its own, so the list's group (on every page) does not
 * bring the profile's with it.
 */

/** Each as the engine reads the diet (restrictions.ts, avoidedTags): every food it leaves out, named. */
const dietFoods: Record<string, string> = {
  vegetariano: "carne, aves, peixes, frutos do mar e gelatina animal (vegetariano)",
  pescetariano: "carne, aves e gelatina animal (pescetariano)",
  vegano: "alimentos de origem animal (vegano)",
};

export function avoidanceWords(avoids: readonly string[]): string {
  return avoids.map((avoid) => dietFoods[avoid] ?? avoid).join(", ");
}
