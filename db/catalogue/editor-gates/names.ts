/**
 * Names that must agree: a step that names another catalogue recipe (a preparation the
 * restriction engine cannot see), and the fish a title names among the ingredients.
 */
import { avoidancesIn, type Avoidance } from "~/domain/restrictions";
import { type Recipe, type EditorProblem, plain, stepTexts } from "./problem";

/** Words that say how or where a dish is made, not which: "Vatapá Baiano" is vatapá. */
const styleWords =
  /\s+(baian[oa]|paraense|mineir[oa]|caseir[oa]|simples|tradicional|classic[oa]|nordestin[oa]|gauch[oa]|capixaba|goian[oa]|paulista|carioca|cuiaban[oa]|pantaneir[oa]|amazonense|pernambucan[oa]|cremos[oa]|rapid[oa]|facil|de liquidificador|de panela|de festa|de domingo)$/;

/** Names that, once the style word is gone, say a food or a kind of dish, not one recipe: "Arroz Paraense" is not every arroz. */
const basicFoods = new Set([
  "arroz",
  "feijao",
  "manteiga",
  "requeijao",
  "cozido",
  "torta",
  "canjica",
  "frango",
  "carne",
  "peixe",
  "bolo",
  "pao",
  "queijo",
  "doce",
  "creme",
  "caldo",
  "sopa",
  "farofa",
  "molho",
  "cuscuz",
  "pudim",
  "salada",
  "mingau",
  "quibe",
  "bife",
  "paçoca",
  "pacoca",
  "cafe",
  "suco",
  "vinagrete",
  "pamonha",
  "angu",
  "pirao",
  "feijoada",
]);

/** The names a recipe is called by in another's steps: its title, and its title without a style word. */
export function preparationNames(title: string): string[] {
  const full = plain(title);
  const names = new Set([full]);
  let short = full;
  while (styleWords.test(short)) short = short.replace(styleWords, "");
  if (short !== full && !basicFoods.has(short)) names.add(short);
  return [...names];
}

/**
 * A recipe whose steps or ingredients name another catalogue recipe ("recheie com vatapá")
 * uses it: whatever the named recipe gives a cook to avoid, this one must give too, so
 * every check that reads the recipe (the diet tags, the stored avoidances, a cook's
 * warning) sees it. The engine sees a preparation by its own name in the lexicon
 * (food-lexicon.ts: "vatapá" has bread, shrimp, peanut and cashew) or by the ingredients
 * listed here; "vatapá sem glúten" says the cook made it without.
 */
export function checkNamedPreparations(recipes: readonly Recipe[]): EditorProblem[] {
  const avoidances = new Map<string, Avoidance[]>();
  const avoidancesOf = (recipe: Recipe) => {
    let found = avoidances.get(recipe.slug);
    if (!found) avoidances.set(recipe.slug, (found = avoidancesIn(recipe.entry)));
    return found;
  };
  const byName = new Map<string, Recipe>();
  for (const recipe of recipes) for (const name of preparationNames(recipe.entry.title)) if (!byName.has(name)) byName.set(name, recipe);
  const longest = Math.max(...[...byName.keys()].map((name) => name.split(" ").length));
  const problems: EditorProblem[] = [];
  for (const recipe of recipes) {
    const words = plain([...stepTexts(recipe.entry), ...recipe.entry.ingredients.map((ingredient) => ingredient.name)].join(" . ")).split(
      " ",
    );
    const named = new Set<Recipe>();
    for (let start = 0; start < words.length; start++)
      for (let length = 1; length <= longest && start + length <= words.length; length++) {
        const other = byName.get(words.slice(start, start + length).join(" "));
        if (other && other.slug !== recipe.slug && !plain(recipe.entry.title).includes(plain(other.entry.title))) named.add(other);
      }
    const ownFoods = plain(recipe.entry.ingredients.map((ingredient) => ingredient.name).join(" . "));
    for (const other of named) {
      // "o creme de cupuaçu" of a recipe that lists cupuaçu is its own, made in its steps, not the catalogue's.
      const names = preparationNames(other.entry.title);
      const base = names[names.length - 1]!.split(" ").pop()!;
      if (new RegExp(`\\b${base}\\b`).test(ownFoods)) continue;
      const own = new Set(avoidancesOf(recipe));
      const missing = avoidancesOf(other).filter((avoidance) => !own.has(avoidance));
      if (missing.length === 0) continue;
      problems.push({
        file: recipe.file,
        slug: recipe.slug,
        gate: "named-preparation",
        message: `os passos usam "${other.entry.title}" (${other.slug}), que tem o que evita quem não come ${missing.join(", ")}, e esta receita não diz: liste os ingredientes dele, ou dê ao léxico (app/domain/food-lexicon.ts) o nome do preparo com o que ele leva, ou escreva a versão sem ("vatapá sem glúten").`,
      });
    }
  }
  return problems;
}

/**
 * "Costela de Pacu Frita" with "800 g de peixe": the shopping list says "peixe", the nutrition
 * counts a fillet of merluza and a cook with no pacu at hand is not told what else will do. A
 * title that names a fish names it in an ingredient line, or a name the same fish goes by at
 * the market; other fishes go in the substitutes. "Dourado" is left out: in a title it is
 * mostly the colour ("Frango Dourado").
 */
export const titleFishes: { fish: string; names: RegExp }[] = [
  { fish: "tucunaré", names: /\btucunare\b/ },
  { fish: "pacu", names: /\bpacu\b/ },
  { fish: "tambaqui", names: /\btambaqui\b/ },
  { fish: "pirarucu", names: /\b(pirarucu|paiche)\b/ },
  { fish: "filhote", names: /\b(filhote|piraiba)\b/ },
  { fish: "piranha", names: /\bpiranha\b/ },
  { fish: "jaraqui", names: /\bjaraqui\b/ },
  { fish: "tainha", names: /\btainha\b/ },
  { fish: "anchova", names: /\b(anchova|enchova)\b/ },
  { fish: "pintado", names: /\b(pintado|surubim)\b/ },
  { fish: "surubim", names: /\b(surubim|pintado)\b/ },
  { fish: "lambari", names: /\blambari\b/ },
  { fish: "robalo", names: /\brobalo\b/ },
  { fish: "tilápia", names: /\btilapia\b/ },
  { fish: "pescada", names: /\b(pescada|pescadinha)\b/ },
  { fish: "merluza", names: /\bmerluza\b/ },
  { fish: "corvina", names: /\bcorvina\b/ },
  { fish: "badejo", names: /\bbadejo\b/ },
  { fish: "linguado", names: /\blinguado\b/ },
  { fish: "garoupa", names: /\bgaroupa\b/ },
  { fish: "salmão", names: /\bsalmao\b/ },
  { fish: "truta", names: /\btruta\b/ },
  { fish: "sardinha", names: /\bsardinha\b/ },
  { fish: "atum", names: /\batum\b/ },
  { fish: "bacalhau", names: /\bbacalhau\b/ },
];

export function checkNamedFish(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  const title = plain(entry.title);
  const lines = entry.ingredients.map((ingredient) => plain(ingredient.name));
  return titleFishes
    .filter(({ fish }) => new RegExp(`\\b${plain(fish)}\\b`).test(title))
    .filter(({ names }) => !lines.some((name) => names.test(name)))
    .map(({ fish }) => ({
      file,
      slug,
      gate: "named-fish" as const,
      message: `o título diz "${fish}" e nenhum ingrediente o nomeia ("peixe" não basta para a lista de compras nem para a nutrição): escreva "${fish}" na linha do peixe e ponha os outros peixes nos substitutos.`,
    }));
}
