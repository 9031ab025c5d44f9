/** Behaviours 3 and 4 of the chef: more or less of an ingredient, an ingredient added, and a lighter recipe ("mais saudável"). */
import type { Unit } from "~/domain/recipe";
import { fold } from "~/domain/text";
import { because, isAvoided, reasonsIn, substituteFor, type Avoid } from "../adapt";
import { amountFor, listed, listedWithArticles, roundQuantity, withArticle } from "../kitchen";
import { demoPrefix, type Line, type Chat, type Rewrite, type Answer, named, format } from "./rewrite";
import { isFood } from "./stand-ins";

const unitWords: [RegExp, Unit][] = [
  [/^kg|quilos?$/, "kg"],
  [/^g|gramas?$/, "g"],
  [/^ml|mililitros?$/, "ml"],
  [/^l|litros?$/, "l"],
  [/^xicaras?$/, "xícara"],
  [/^colher(es)? de sopa$/, "colher de sopa"],
  [/^colher(es)? de cha$/, "colher de chá"],
  [/^unidades?$/, "unidade"],
  [/^pitadas?$/, "pitada"],
];

/** Behaviour 4: "acrescente queijo ralado", "coloque mais alho", "menos sal", "o dobro de alho", "metade do açúcar". */
export function rewriteAmount(chat: Chat, request: string, a: Avoid): Rewrite | Answer | null {
  const text = fold(request);
  const article = "(?:a quantidade d[eoa]s?\\s+|d[eoa]s?\\s+|o\\s+|a\\s+|os\\s+|as\\s+)?";
  const scaled: [RegExp, number, string][] = [
    [new RegExp(`\\b(?:o dobro|dobre|dobrar|duplique)\\b\\s+${article}(.+)$`), 2, "aumentei"],
    [new RegExp(`\\b(?:a metade|metade)\\b\\s+${article}(.+)$`), 0.5, "diminuí"],
    [/^(?:\S+\s+)?(.+?)\s+pela metade\b/, 0.5, "diminuí"],
    [new RegExp(`\\b(?:mais|aumente|aumentar|aumenta)\\b\\s+${article}(.+)$`), 1.5, "aumentei"],
    [new RegExp(`\\b(?:menos|diminua|diminuir|diminui|reduza|reduzir|reduz)\\b\\s+${article}(.+)$`), 0.5, "diminuí"],
  ];
  for (const [pattern, factor, word] of scaled) {
    const found = pattern.exec(text);
    if (!found) continue;
    const named_ = named(chat, found[1]!.replace(/\b(na|da|nessa|desta|dessa|nesta) receita\b.*$/, ""));
    if (named_.length === 0) continue;
    // A measure that reads the same after ("1 pitada" halved is still 1 pitada) is not a change.
    const lines = named_.filter((line) => format(line) !== format({ ...line, quantity: roundQuantity(line.quantity * factor) }));
    if (lines.length === 0) {
      return {
        message: `${demoPrefix} não dá para diminuir ${listedWithArticles(named_.map((line) => line.name))}: ${listed(named_.map(format))} já é a menor medida. Não mudei nada.`,
      };
    }
    const changed = lines.map(
      (line) => `${withArticle(line.name)} de ${format(line)} para ${format({ ...line, quantity: roundQuantity(line.quantity * factor) })}`,
    );
    return {
      done: [`${word} ${listed(changed)}`],
      notes: [],
      ingredients: chat.ingredients.map((line) =>
        lines.includes(line) ? { ...line, quantity: roundQuantity(line.quantity * factor) } : line,
      ),
    };
  }
  const add =
    /\b(acrescente|acrescentar|acrescenta|adicione|adicionar|adiciona|coloque|colocar|coloca|inclua|incluir|inclui|bote|botar|ponha|por)\s+(.+)$/.exec(
      text,
    );
  if (!add) return null;
  const rest = add[2]!
    .replace(/\s+(na|a|nessa|nesta|desta|dessa) receita\b.*$/, "")
    .replace(/[?!.]+$/, "")
    .trim();
  const amount = /^(\d+(?:[.,]\d+)?)\s*([a-z ]+?)\s+de\s+(.+)$/.exec(rest);
  let quantity: number | null = null;
  let unit: Unit | null = null;
  let foodText = rest;
  if (amount) {
    const wordUnit = unitWords.find(([pattern]) => pattern.test(amount[2]!.trim()))?.[1];
    if (wordUnit) {
      quantity = Number(amount[1]!.replace(",", "."));
      unit = wordUnit;
      foodText = amount[3]!;
    }
  }
  foodText = foodText
    .replace(/^(um|uma|o|a|os|as|um pouco de|pouco de|mais)\s+/, "")
    .replace(/\s+(por cima|a gosto|tambem)$/, "")
    .trim();
  if (!foodText || foodText.length > 60) return null;
  // The cook's own words, accents and all (folding keeps one letter per letter of the NFC text).
  const original = request.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleLowerCase("pt-BR");
  const at = fold(original).lastIndexOf(foodText);
  const written = at >= 0 && fold(original).length === original.length ? original.slice(at, at + foodText.length) : foodText;
  const already = named(chat, written);
  if (already.length > 0) return rewriteAmount(chat, `mais ${written}`, a);
  // Like a careful model, it adds only foods: "acrescente algo" gets a question back.
  if (!isFood(written)) {
    return {
      message: `${demoPrefix} não conheço “${written}” como ingrediente, então não acrescentei nada. Diga qual alimento você quer acrescentar.`,
    };
  }
  if (isAvoided(written, a)) {
    const reasons = reasonsIn(written, a);
    const alternative = substituteFor({ name: written, quantity: 1, unit: "g" }, a)?.name;
    return {
      message: `${demoPrefix} não acrescentei ${written}: ${because(reasons.length > 0 ? reasons : a.avoid)}.${alternative ? ` Se quiser, posso acrescentar ${alternative}: é só pedir.` : ""}`,
    };
  }
  const usual = amountFor(written);
  const scale = chat.servings ? chat.servings / 4 : 1;
  const line: Line = {
    name: written,
    quantity:
      quantity ??
      roundQuantity(
        usual.unit === "g" || usual.unit === "ml" ? Math.round(usual.quantity * scale) : Math.max(1, Math.round(usual.quantity * scale)),
      ),
    unit: unit ?? usual.unit,
  };
  return { done: [`acrescentei ${format(line)} de ${line.name}`], notes: [], ingredients: [...chat.ingredients, line] };
}

/** "mais saudável", "uma versão light": a change; "é saudável?" is a question. */
export const healthier = /\b(mais saudave(l|is)|versao (mais )?saudavel|light|mais leve)\b/;

/** Behaviour 3: "mais saudável", "light": half the sugar, oil and butter. */
export function rewriteHealthier(chat: Chat, text: string): Rewrite | Answer | null {
  if (!healthier.test(text)) return null;
  const heavy = (name: string) => /\b(acucar|oleo|azeite|manteiga|margarina)\b/.test(fold(name));
  const reduced = chat.ingredients.filter((ingredient) => heavy(ingredient.name));
  if (reduced.length === 0) {
    return {
      message: `${demoPrefix} esta receita já não leva açúcar, óleo nem manteiga; para deixá-la ainda mais leve, prefira assar em vez de fritar e capriche nos legumes.`,
    };
  }
  return {
    done: [`deixei a receita mais saudável reduzindo pela metade ${listedWithArticles(reduced.map((ingredient) => ingredient.name))}`],
    notes: [],
    ingredients: chat.ingredients.map((ingredient) => ({
      ...ingredient,
      quantity: roundQuantity(heavy(ingredient.name) ? ingredient.quantity / 2 : ingredient.quantity),
    })),
  };
}
