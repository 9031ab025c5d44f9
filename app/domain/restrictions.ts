/**
 * The deterministic restriction check (issue 4): a Portuguese ingredient lexicon for
 * each restriction of spec 3. A generated or rewritten recipe that contains something
 * the cook restricts is never saved silently. Pure: no I/O.
 */
import type { restrictionOptions } from "~/domain/profile";
import { fold } from "~/lib/text";

type Restriction = (typeof restrictionOptions)[number];

const lexicon: Record<Restriction, RegExp[]> = {
  glúten: [
    /\btrigo\b/,
    /\bcevada\b/,
    /\bcenteio\b/,
    /\bmalte\b/,
    /\bpao\b/,
    /\bpaes\b/,
    /\bmacarrao\b/,
    /\bespaguete\b/,
    /\blasanha\b/,
    /\bsemolina\b/,
    /\bcuscuz marroquino\b/,
    /\bbiscoitos?\b/,
    /\bbolachas?\b/,
    /\bcerveja\b/,
    /\bfarinha de rosca\b/,
    /\baveia\b/,
    /\bshoyu\b/,
    /\bmolho de soja\b/,
    /\bmassa (de pastel|folhada|de pizza)\b/,
  ],
  lactose: [
    /\bleite\b(?! (de (coco|amendoas|aveia|castanha|soja|arroz)|vegetal|sem lactose))/,
    /\bqueijos?\b/,
    /(?<!couve-)\bmanteiga\b(?! de (cacau|amendoim))/,
    /\bcreme de leite\b/,
    /\biogurte\b/,
    /\brequeijao\b/,
    /\bnata\b/,
    /\bricota\b/,
    /\bmussarela\b/,
    /\bmucarela\b/,
    /\bparmesao\b/,
    /\bcatupiry\b/,
    /\bchantilly\b/,
    /\bsoro de leite\b/,
    /\bwhey\b/,
    /\bcoalhada\b/,
  ],
  amendoim: [/\bamendoim\b/, /\bpacoca\b/],
  "frutos do mar": [
    /\bcamarao\b/,
    /\bcamaroes\b/,
    /\blulas?\b/,
    /\bpolvo\b/,
    /\bmexilh(ao|oes)\b/,
    /\bmariscos?\b/,
    /\bostras?\b/,
    /\bsiris?\b/,
    /\bcaranguejos?\b/,
    /\blagostas?\b/,
    /\bsururu\b/,
    /\bvieiras?\b/,
  ],
  soja: [/\bsoja\b/, /\bshoyu\b/, /\btofu\b/, /\bmisso\b/, /\bedamame\b/, /\bproteina texturizada\b/],
  nozes: [/\bnoz(es)?\b/, /\bcastanhas?\b/, /\bamendoas?\b/, /\bavelas?\b/, /\bpistaches?\b/, /\bmacadamias?\b/, /\bpecas?\b/],
  ovos: [/\bovos?\b/, /\bgemas?\b/, /\bclaras?\b/, /\bmaionese\b/, /\bsuspiro\b/, /\bmerengue\b/],
};

/** "espaguete sem glúten", "leite zero lactose": the product itself is free of it. */
const freeOf: Record<Restriction, RegExp> = {
  glúten: /\bsem gluten\b/,
  lactose: /\b(sem|zero) lactose\b/,
  amendoim: /\bsem amendoim\b/,
  "frutos do mar": /\bsem frutos do mar\b/,
  soja: /\bsem soja\b/,
  nozes: /\bsem (nozes|castanhas)\b/,
  ovos: /\bsem ovos?\b/,
};

export interface RestrictionHit {
  restriction: Restriction;
  ingredient: string;
}

/** "espaguete sem ovos", "margarina sem lactose": what follows "sem" is absent. */
function present(name: string): string {
  return fold(name).replace(/\bsem [\p{L}-]+( de [\p{L}-]+)?/gu, " ");
}

export function findRestricted(ingredientNames: readonly string[], restrictions: readonly string[]): RestrictionHit[] {
  const hits: RestrictionHit[] = [];
  for (const restriction of restrictions) {
    const patterns = lexicon[restriction as Restriction];
    if (!patterns) continue;
    for (const ingredient of ingredientNames) {
      if (freeOf[restriction as Restriction].test(fold(ingredient))) continue;
      const text = present(ingredient);
      if (patterns.some((pattern) => pattern.test(text))) hits.push({ restriction: restriction as Restriction, ingredient });
    }
  }
  return hits;
}

/** The sentence the model gets for its one retry, and the cook if it fails again. */
export function describeHits(hits: RestrictionHit[]): string {
  return hits.map((hit) => `"${hit.ingredient}" (${hit.restriction})`).join(", ");
}
