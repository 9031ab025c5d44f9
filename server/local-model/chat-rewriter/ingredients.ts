/** Behaviour 2 of the chef: an ingredient swapped or removed ("troque X por Y", "sem leite"), or the whole recipe made "sem lactose", "vegana". */
import { isAvoidance } from "~/domain/restrictions";
import { fold } from "~/domain/text";
import { adaptedFor, because, isAvoided, reasonsIn, type Avoid } from "../adapt";
import { listed, listedWithArticles, roundQuantity, withArticle } from "../kitchen";
import { demoPrefix, type Line, type Chat, type Rewrite, type Answer, named } from "./rewrite";
import { isFood, propertiesIn, standIn, spokenTarget, adaptLines } from "./stand-ins";

/** Behaviour 2: "sem leite", "troque a manteiga por azeite", "troque o ovo por outra coisa", "retire o sal". */
export function rewriteIngredient(chat: Chat, request: string, a: Avoid): Rewrite | Answer | null {
  // The verbs are plain ASCII, so the cook's own spelling (accents kept) can be matched directly.
  const match =
    /(?:^|[^\p{L}\d])(sem|substitua|substituir|substitui|troque|trocar|troca|tire|tirar|retire|retirar|remova|remover)\s+(.+)$/iu.exec(
      request,
    );
  if (!match) return null;
  const verb = match[1]!.toLowerCase();
  const [target = "", replacement] = match[2]!.split(/\s+por\s+/i);
  const chosen = named(chat, target);
  if (chosen.length === 0) {
    // "troque o ovo por outra coisa" on a recipe without eggs: say so, change nothing. "sem
    // lactose" asks for a property (rewriteProperty); "sem pressa" names no food at all.
    const absent = spokenTarget(target);
    if (!absent || propertiesIn(fold(absent)).length > 0 || !isFood(absent)) return null;
    const swap = /^(substitu|troc|troq)/.test(verb);
    return {
      message: `${demoPrefix} esta receita não leva ${absent}, então não ${swap ? "troquei" : "tirei"} nada. Os ingredientes são: ${listed(chat.ingredients.map((line) => line.name))}.`,
    };
  }

  // "troque X por Y": the cook's own substitute, when one ingredient is named and Y is a food
  // ("por uma opção sem lactose" asks for a property instead, "por outra coisa" for the chef's choice).
  const wish = replacement ? spokenTarget(replacement) : "";
  const asked = fold(wish);
  const generic =
    /^(opcao|versao|alternativa|algo|alguma|outra|outro|coisa|qualquer|substituto|ingrediente)\b/.test(asked) ||
    propertiesIn(asked).length > 0;
  const extra = generic ? propertiesIn(asked) : [];
  const strict: Avoid = { avoid: [...new Set([...a.avoid, ...extra])], named: a.named };
  const own = verb !== "sem" && chosen.length === 1 && wish && !generic ? wish : "";
  // Like a careful model, it writes only foods: "troque o ovo por xyz" gets a question back.
  if (own && !isFood(own)) {
    return {
      message: `${demoPrefix} não conheço “${own}” como ingrediente, então não mudei nada. Diga qual alimento você quer usar no lugar ${withArticle(chosen[0]!.name, "de")}.`,
    };
  }
  const notes: string[] = [];
  const swapped: string[] = [];
  const removed: string[] = [];
  const ingredients: Line[] = [];
  for (const ingredient of chat.ingredients) {
    if (!chosen.includes(ingredient)) {
      ingredients.push(ingredient);
      continue;
    }
    let substitute: Line | null = null;
    if (own && fold(own) !== fold(ingredient.name)) {
      if (isAvoided(own, strict)) {
        const reasons = reasonsIn(own, strict);
        notes.push(`Não usei ${own}: ${because(reasons.length > 0 ? reasons : strict.avoid)}.`);
        substitute = standIn(chat, ingredient, strict, [own]);
      } else substitute = { ...ingredient, name: own };
    } else {
      substitute = standIn(chat, ingredient, strict);
    }
    if (substitute && fold(substitute.name) !== fold(ingredient.name)) {
      swapped.push(`${withArticle(ingredient.name)} por ${substitute.name}`);
      ingredients.push({ ...substitute, quantity: roundQuantity(substitute.quantity) });
    } else {
      removed.push(ingredient.name);
    }
  }
  if (ingredients.length === 0) {
    return { message: `${demoPrefix} não dá para retirar ${listed(removed)}: a receita ficaria sem ingredientes.` };
  }
  const done = [
    ...(swapped.length > 0 ? [`troquei ${listed(swapped)}`] : []),
    ...(removed.length > 0 ? [`retirei ${listedWithArticles(removed)}`] : []),
  ];
  return { done: [done.join(" e ")], notes, ingredients };
}

/** "sem lactose", "uma versão vegana": every ingredient with it swapped or removed. */
export function rewriteProperty(chat: Chat, text: string, a: Avoid): Rewrite | Answer | null {
  const wanted = propertiesIn(text).filter(isAvoidance);
  if (
    wanted.length === 0 ||
    !/\b(sem|zero|livre|versao|vegan|vegetarian|vegetal|faca|faz|fazer|deixe|deixar|adapte|adaptar|transforme|quero|pode|da)\b/.test(text)
  )
    return null;
  const strict: Avoid = { avoid: [...new Set([...a.avoid, ...wanted])], named: a.named };
  const asked: Avoid = { avoid: wanted, named: [] };
  if (!chat.ingredients.some((ingredient) => isAvoided(ingredient.name, asked))) {
    return { message: `${demoPrefix} pelos ingredientes, esta receita já é ${adaptedFor(wanted)}; não precisei mudar nada.` };
  }
  const adapted = adaptLines(chat, chat.ingredients, asked, strict);
  if (adapted.lines.length === 0)
    return { message: `${demoPrefix} não consigo deixar esta receita ${adaptedFor(wanted)}: sobraria pouco dela.` };
  return { done: [`para deixar a receita ${adaptedFor(wanted)}, ${adapted.phrases.join(" e ")}`], notes: [], ingredients: adapted.lines };
}
