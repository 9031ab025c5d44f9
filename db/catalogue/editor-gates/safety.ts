/**
 * What makes a recipe dangerous: raw eggs without the warning, a substitute that needs
 * another doneness or time, honey on a recipe for children, a pressure cooker opened
 * under pressure.
 */
import { fold } from "~/domain/text";
import type { CatalogueEntry } from "../load.server";
import { type Recipe, type EditorProblem, plain, stepTexts, tipTexts, sentencesOf } from "./problem";

const eggWord = /\b(ovos?|claras?|gemas?)\b/;
/** Heat that cooks an egg in the dish: after the eggs go in, the dish is baked, boiled, fried or microwaved. */
const cooks =
  /\b(forno|ass[ae]\w*|cozinh\w*|ferv\w*|frit[ea]\w*|banho maria|micro ondas|grelh\w*|airfryer|air fryer|chapa|frigideira|aque[cç]\w*|doure|refogue|pressao|ate (os ovos )?firmar\w*|ao fogo|em fogo|no fogo|leve ao fogo)\b/;
/** What cooks whipped whites: the oven, a water bath (merengue suíço), hot syrup (merengue italiano). */
const cooksWhites =
  /\b(forno|ass[ae]\w*|banho maria|micro ondas|calda quente|calda em fio|calda fervente|airfryer|frit[ea]\w*|ferv\w*|cozinh\w*|escalf\w*)\b/;
const offHeat = /\b(desligue o fogo|apague o fogo|(fora|tire|retire) do fogo)\b/g;

/** Whether the steps leave eggs raw: whipped whites never cooked, or eggs added after the last heat. */
export function leavesEggsRaw(entry: Pick<CatalogueEntry, "ingredients" | "steps" | "tags">): boolean {
  const hasRawEgg = entry.ingredients.some((ingredient) => eggWord.test(plain(ingredient.name)) && !/\bcozid/.test(plain(ingredient.name)));
  if (!hasRawEgg) return false;
  // "os ovos nevados", "o creme de gemas": the dish made already, not eggs going in.
  const sentences = sentencesOf(entry.steps.map((step) => step.description)).map((sentence) =>
    sentence.replace(offHeat, "").replace(/\b(ovos nevados|creme de gemas)\b/g, ""),
  );
  const whipped = sentences.findIndex((sentence) => /\bclaras?\b/.test(sentence) && /\bneve\b/.test(sentence));
  if (whipped >= 0 && !sentences.slice(whipped).some((sentence) => cooksWhites.test(sentence))) return true;
  // Savoury eggs are fried, scrambled or boiled in words too many to list; a dessert's eggs are raw unless heat follows them.
  if (entry.tags[0] !== "Sobremesas") return false;
  const lastEgg = sentences.findLastIndex((sentence) => eggWord.test(sentence));
  return lastEgg >= 0 && !sentences.slice(lastEgg).some((sentence) => cooks.test(sentence));
}

/** The warning the tips must give: who should not eat raw eggs, and the cooked way. */
export const rawEggWarning = /\bcriancas, gestantes e idosos\b/;
const cookedAlternative = /\b(pasteurizad\w*|merengue suico|merengue italiano)\b/;

export function checkRawEggs(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!leavesEggsRaw(entry)) return [];
  const tips = tipTexts(entry).map((tip) => fold(tip));
  if (tips.some((tip) => rawEggWarning.test(tip) && cookedAlternative.test(tip))) return [];
  return [
    {
      file,
      slug,
      gate: "raw-egg",
      message:
        'os ovos ficam crus (nada os cozinha depois que entram): numa dica, avise "crianças, gestantes e idosos" e dê a versão cozida (claras pasteurizadas, merengue suíço).',
    },
  ];
}

// ---------------------------------------------------------------------------------------
// A substitute that cooks differently

/**
 * Poultry, pork and offal must be cooked through (Anvisa, "Cartilha sobre Boas Práticas
 * para Serviços de Alimentação", 2004: at least 70 °C in every part); beef and fish may be
 * served pink. A substitute of poultry, pork or liver for a food that is not says so.
 */
const cookedThrough = /\b(frango|galinha|porco|suin[oa]|figado de frango)\b/;
/** Cured or rendered: cooked already, or not a meat that is served at a doneness. */
const alreadySafe = /\b(banha|peito de peru|calabresa|defumad\w*|cozid\w*|desfiad\w*|assad\w*|pronto|presunto)\b/;
/** What may be served pink or rare: beef, lamb, fish. */
const servedPink =
  /\b(carne|patinho|alcatra|acem|bife|contrafile|musculo|maminha|fraldinha|picanha|file mignon|boi|bovin\w*|cordeiro|peixe|tilapia|salmao|atum|figado)\b/;
const cookedThroughWords = /\b(nao ficar rosad\w*|bem passad\w*|cozid\w* por inteiro|sem partes rosadas)\b/;

export function checkSubstituteDoneness(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  return entry.ingredients.flatMap((ingredient) => {
    const original = plain(ingredient.name);
    if (cookedThrough.test(original) || !servedPink.test(original)) return [];
    return (ingredient.possibleSubstitutes ?? [])
      .map((substitute) => ({ substitute, folded: plain(substitute) }))
      .filter(({ folded }) => cookedThrough.test(folded) && !alreadySafe.test(folded) && !cookedThroughWords.test(folded))
      .map(({ substitute }) => ({
        file,
        slug,
        gate: "substitute-doneness" as const,
        message: `substituto "${substitute}" de "${ingredient.name}" precisa cozinhar por inteiro: escreva no substituto "(cozinhe até não ficar rosado)".`,
      }));
  });
}

/**
 * Swaps that cook in a different time: the substitute says how long, in parentheses
 * ("arroz integral (cozinhe por 40 minutos...)"), or the cook serves it raw or mush.
 */
export const timingSwaps: { from: RegExp; to: RegExp; what: string }[] = [
  { from: /^arroz\b(?!.*integral)/, to: /\barroz integral\b/, what: "arroz integral cozinha o dobro do tempo do branco" },
  {
    from: /\b(batata|batata doce|mandioquinha|cenoura)\b/,
    to: /\b(mandioca|macaxeira|aipim|inhame)\b/,
    what: "mandioca cozinha mais que batata",
  },
  { from: /\b(ervilha|grao de bico|feijao)\b/, to: /\blentilha\b/, what: "lentilha fica pronta bem antes" },
  {
    from: /\blentilha\b/,
    to: /\b(grao de bico|feijao)\b(?!.*(cozid|conserva|lata))/,
    what: "grão-de-bico e feijão secos pedem molho e muito mais tempo",
  },
];
const saysTime = /\([^)]*\b(minutos?|horas?|molho|mais tempo|menos tempo)\b[^)]*\)/;

export function checkSubstituteTiming(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  return entry.ingredients.flatMap((ingredient) =>
    (ingredient.possibleSubstitutes ?? []).flatMap((substitute) => {
      // Both cooked already ("grão-de-bico cozido" for "lentilha cozida"): nothing to time.
      if (/\b(cozid|conserva|lata)/.test(plain(ingredient.name))) return [];
      const swap = timingSwaps.find(({ from, to }) => from.test(plain(ingredient.name)) && to.test(plain(substitute)));
      if (!swap || saysTime.test(fold(substitute))) return [];
      return [
        {
          file,
          slug,
          gate: "substitute-timing" as const,
          message: `substituto "${substitute}" de "${ingredient.name}": ${swap.what}; diga o tempo entre parênteses no substituto.`,
        },
      ];
    }),
  );
}

/**
 * No honey before the first birthday: its spores can cause infant botulism, and baking does
 * not reliably kill them (Ministério da Saúde, "Guia alimentar para crianças brasileiras
 * menores de 2 anos", 2019, cap. 3: "não ofereça mel para crianças menores de 1 ano").
 * A recipe tagged "Para Crianças" with honey says so in a tip.
 */
const honey = /\bmel\b(?! de (cana|engenho))/;
export const infantHoneyWarning = /\bmenores de 1 ano\b/;

export function checkHoneyForChildren(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!entry.tags.includes("Para Crianças")) return [];
  if (!entry.ingredients.some((ingredient) => honey.test(plain(ingredient.name)))) return [];
  if (tipTexts(entry).some((tip) => infantHoneyWarning.test(plain(tip)))) return [];
  return [
    {
      file,
      slug,
      gate: "honey-infant",
      message:
        '"Para Crianças" com mel: numa dica, avise que mel não é para "menores de 1 ano" (risco de botulismo) e diga como fazer sem.',
    },
  ];
}

// ---------------------------------------------------------------------------------------
// The pressure cooker is opened only when the pressure is out

/**
 * A pressure cooker forced open sprays boiling food: every cooker's manual and Inmetro's
 * consumer guidance on pressure cookers (certification compulsory in Brazil) say to turn the
 * heat off and let the pressure out before opening. A recipe that cooks under pressure says so.
 */
const underPressure = /\b(panela de pressao|na pressao|pegar pressao|pegue pressao)\b/;
export const pressureOut =
  /\b(pressao (sair|sai|baixar|cair|acabar)|sair (toda )?a pressao|saia (toda )?a pressao|a pressao sair|sem pressao|todo o vapor|vapor sair)\b/;

export function checkPressureRelease(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  const steps = plain(stepTexts(entry).join(" . "));
  if (!underPressure.test(steps) || pressureOut.test(steps)) return [];
  return [
    {
      file,
      slug,
      gate: "pressure-release",
      message:
        'cozinha na panela de pressão e não diz quando abrir: acrescente "desligue e espere a pressão sair por completo antes de abrir".',
    },
  ];
}
