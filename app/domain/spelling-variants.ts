/**
 * One food or dish, several Brazilian names (issue 22): "strogonoff" and "estrogonofe",
 * "aipim", "mandioca" and "macaxeira". The one table the search, the fridge and the
 * restriction engine's tests share: the search looks for every name of what was typed,
 * the fridge counts a cook's "aipim" for a recipe's "mandioca", and a test holds that the
 * engine judges every name of a group alike. Regional names as the IBGE's and Embrapa's
 * glossaries and the big recipe sites use them; only names that mean the same thing to a
 * cook (carne seca and charque are sold as each other; canjica is not here, since it
 * means two different dishes north and south).
 */
import { fold } from "~/domain/text";

/** Each group's first name is the one the catalogue mostly uses. */
export const spellingVariants: readonly (readonly string[])[] = [
  ["strogonoff", "estrogonofe", "stroganoff", "estrogonoff", "strogonofe"],
  ["mandioca", "aipim", "macaxeira"],
  ["mandioquinha", "batata-baroa", "batata-salsa"],
  ["abóbora", "jerimum"],
  ["tangerina", "mexerica", "bergamota"],
  ["pão francês", "pão de sal", "cacetinho", "pão careca"],
  ["carne seca", "charque", "jabá"],
  ["muçarela", "mussarela", "mozarela", "mozzarella"],
  ["salsinha", "salsa"],
  ["salsão", "aipo"],
  ["biscoito", "bolacha"],
  ["amido de milho", "maisena"],
  ["abacaxi", "ananás"],
  ["chuchu", "xuxu"],
  ["salsicha", "vina"],
  ["feijão-fradinho", "feijão-de-corda", "feijão-macáçar"],
  ["tapioca", "beiju"],
  ["açúcar de confeiteiro", "açúcar impalpável"],
  ["bacon", "toucinho defumado"],
  ["cebolinha", "cebolinha-verde"],
];

/** Folded words of a name, split on anything but letters and digits. */
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const groups = spellingVariants.map((group) => group.map(wordsOf));

/**
 * The groups' names split as a caller splits them, once per splitter: the fridge reads
 * every ingredient of hundreds of candidates per search through `canonicalWords`.
 */
const splitGroups = new WeakMap<(name: string) => string[], string[][][]>([[wordsOf, groups]]);
function groupsSplitBy(split: (name: string) => string[]): string[][][] {
  let found = splitGroups.get(split);
  if (!found) {
    found = spellingVariants.map((group) => group.map(split));
    splitGroups.set(split, found);
  }
  return found;
}

function findAt(words: readonly string[], member: readonly string[], from: number): number {
  for (let start = from; start + member.length <= words.length; start++) {
    if (member.every((word, offset) => words[start + offset] === word)) return start;
  }
  return -1;
}

/**
 * The text with every name replaced by its group's first ("aipim frito" → "mandioca frito"),
 * given words as the caller splits them (`split` makes a member's words the same way).
 */
export function canonicalWords(words: readonly string[], split: (name: string) => string[] = wordsOf): string[] {
  let out = [...words];
  for (const [canonical, ...others] of groupsSplitBy(split)) {
    for (const member of others) {
      if (member.length === 0) continue;
      for (let at = findAt(out, member, 0); at >= 0; at = findAt(out, member, at + canonical!.length)) {
        out = [...out.slice(0, at), ...canonical!, ...out.slice(at + member.length)];
      }
    }
  }
  return out;
}

/** Every name of the groups found in these words, folded ("aipim" → mandioca, aipim, macaxeira); empty when none. */
export function otherNames(words: readonly string[], split: (name: string) => string[] = wordsOf): string[][] {
  return groupsSplitBy(split)
    .filter((members) => members.some((member) => findAt(words, member, 0) >= 0))
    .flat();
}

/**
 * What to search for a query: the query, then the query with the first names it holds
 * replaced by each other name of their group ("estrogonofe de frango" → also "strogonoff
 * de frango", "stroganoff de frango"…), at most `limit` texts in all. Folded.
 */
export function queryVariants(query: string, limit = 6): string[] {
  const words = wordsOf(query);
  const variants = [words.join(" ")];
  // A word belongs to one name: "batata salsa" is mandioquinha, not a potato with parsley.
  const taken = new Set<number>();
  for (const members of groups) {
    const found = members
      .map((member) => ({ member, at: findAt(words, member, 0) }))
      .filter(({ member, at }) => at >= 0 && member.every((_, offset) => !taken.has(at + offset)))
      .sort((a, b) => b.member.length - a.member.length)[0];
    if (!found) continue;
    const { member, at } = found;
    member.forEach((_, offset) => taken.add(at + offset));
    for (const other of members) {
      if (other === member || variants.length >= limit) continue;
      variants.push([...words.slice(0, at), ...other, ...words.slice(at + member.length)].join(" "));
    }
  }
  return [...new Set(variants)];
}
