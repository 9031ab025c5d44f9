/** Tags that promise what the recipe must keep: "Low Carb", "Uma Panela Só", "Sem Glúten" with the condiments whose label decides. */
import { type Recipe, type EditorProblem, plain, stepTexts, tipTexts, sentencesOf } from "./problem";

/**
 * The Low Carb page promises "sem açúcar nem farinha" (taxonomy.ts). What a nutritionist
 * counts with them: sugars (açúcar, mel, melado, rapadura, leite condensado, doce de leite),
 * flours and starches (farinhas, amido, polvilho, goma, fubá, aveia, tapioca), bread and
 * biscuits, and the starchy staples (batata, batata palha, mandioca, arroz, massa, milho,
 * feijão, grão-de-bico, lentilha). None of them on a Low Carb recipe, not even optional:
 * the page promises the recipe, not a serving suggestion.
 */
export const lowCarbExcluded =
  /\b(acucar|mel|melado|rapadura|leite condensado|doce de leite|farinha|amido|maisena|polvilho|goma|fuba|aveia|tapioca|sagu|pao|paes|torrada|biscoito|bolacha|batata|mandioca|aipim|macaxeira|mandioquinha|inhame|arroz|macarrao|massa|espaguete|milho|feijao|grao de bico|lentilha|cuscuz|granola)\b/;

export function checkLowCarbFoods(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!entry.tags.includes("Low Carb")) return [];
  return entry.ingredients
    .filter((ingredient) => lowCarbExcluded.test(plain(ingredient.name)))
    .map((ingredient) => ({
      file,
      slug,
      gate: "tags" as const,
      message: `"Low Carb" com "${ingredient.name}": a página promete receitas sem açúcar, farinha, pão, batata, arroz, massa, milho nem grãos; tire a tag ou o ingrediente.`,
    }));
}

// ---------------------------------------------------------------------------------------
// Uma Panela Só

/** What a dish is cooked in; "panela larga ou frigideira funda" is one vessel, the cook's choice. */
const vessel =
  /\b(outra panela|outra frigideira|segunda panela|panela de pressao|panela|frigideira|caldeirao|wok|forno|airfryer|air fryer|micro ondas|chapa|grelha)\b/g;
const sameVessel: Record<string, string> = { "panela de pressao": "panela", caldeirao: "panela", "air fryer": "airfryer" };

/** The vessels the steps cook in, each once; a second one of a kind ("outra panela") counts apart. */
export function vesselsOf(steps: readonly string[]): string[] {
  const found = new Set<string>();
  for (const sentence of sentencesOf(steps)) {
    // "em uma panela ou frigideira": the alternative after "ou" is the same vessel.
    const withoutAlternatives = sentence.replace(/\bou (uma |um |na |no |em )?(panela|frigideira|wok|caldeirao)\w*( \w+)?/g, "");
    for (const match of withoutAlternatives.matchAll(vessel)) {
      const name = match[1]!;
      if (name.startsWith("outra") || name.startsWith("segunda")) found.add(`${name} (uma segunda)`);
      else found.add(sameVessel[name] ?? name);
    }
  }
  return [...found];
}

export function checkOnePot(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!entry.tags.includes("Uma Panela Só")) return [];
  const vessels = vesselsOf(stepTexts(entry));
  if (vessels.length <= 1) return [];
  return [
    {
      file,
      slug,
      gate: "tags",
      message: `"Uma Panela Só", mas os passos usam ${vessels.join(", ")}: tire a tag ou faça tudo numa só.`,
    },
  ];
}

/**
 * Condiments that may or may not carry gluten by brand (malt vinegar in molho inglês,
 * wheat in stock cubes, seasoning mixes and sausages, oats cross-contaminated): a Sem
 * Glúten recipe that uses one tells the cook to read the label. Brazilian law makes every
 * packaged food say "contém glúten" or "não contém glúten" (Lei 10.674/2003, art. 1º,
 * https://www.planalto.gov.br/ccivil_03/leis/2003/l10.674.htm), so the label answers.
 */
export const labelDecides =
  /\b(molho ingles|worcestershire|caldo (de \w+ )?em (tablete|cubo|po)|caldo pronto|tempero pronto|sazon|shoyu sem gluten|molho de soja sem gluten|tamari|aveia sem gluten|linguica|salsicha|salame|mostarda|molho barbecue|ketchup|catchup|fermento em po)\b/;

export const labelWarning = /\bconfira o rotulo\b/;

export function checkGlutenLabels(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!entry.tags.includes("Sem Glúten")) return [];
  const written = plain([...tipTexts(entry), ...stepTexts(entry), ...entry.ingredients.map((ingredient) => ingredient.name)].join(" . "));
  if (labelWarning.test(written)) return [];
  const needing = entry.ingredients.filter((ingredient) => labelDecides.test(plain(ingredient.name)));
  return needing.map((ingredient) => ({
    file,
    slug,
    gate: "gluten-label" as const,
    message: `"Sem Glúten" com "${ingredient.name}", que pode ter glúten conforme a marca: numa dica, diga "confira o rótulo: precisa dizer 'não contém glúten'" (ou tire a tag).`,
  }));
}
