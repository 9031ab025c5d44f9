/**
 * The scripted model's chef: reads the recipe and the cook's request from the chat
 * prompt (app/lib/model/prompts.ts). A question that asks for no change gets an answer
 * and no rewrite (chat-answers.ts). A change request ("para 4 porções", "serve 6",
 * "dobre a receita", "pela metade", "sem leite", "troque X por Y", "troque X por outra
 * coisa", "acrescente queijo", "mais sal", "mais saudável", "sem lactose") rewrites the
 * recipe; like a careful model it never adds what the cook avoids, swaps or removes what
 * the cook avoids whenever it rewrites, picks substitutes that fit the dish (sweet or
 * savoury), adds only foods (app/domain/known-foods.ts), and on the retry also rewrites
 * the title, description and steps the refusal pointed at. Asked to swap or remove what
 * the recipe does not have, it says so and changes nothing. The message says exactly
 * what changed, and nothing that did not.
 */
import type { Unit } from "~/domain/recipe";
import { readRecipeChat } from "~/lib/model/prompt-reading";
import { fold } from "~/domain/text";
import { adaptedFor, avoidFor, because, isAvoided, reasonsIn, safeTitle, withoutAvoided, type Avoid } from "./adapt";
import { boundedChat, boundedRequest } from "./bounds";
import { answerQuestion, generalAnswer } from "./chat-answers";
import { recipeFromFoods, shapeForName } from "./fridge-recipe";
import { capitalised, folded, roundQuantity } from "./kitchen";
import { demoPrefix, type Chat, type Rewrite, type Answer, isAnswer } from "./chat-rewriter/rewrite";
import { propertiesIn, adaptLines } from "./chat-rewriter/stand-ins";
import { servingsWanted, rewriteServings } from "./chat-rewriter/servings";
import { rewriteIngredient, rewriteProperty } from "./chat-rewriter/ingredients";
import { healthier, rewriteAmount, rewriteHealthier } from "./chat-rewriter/amounts";

export { substitutes } from "./chat-rewriter/stand-ins";

// --- What kind of message this is ----------------------------------------------------------------

/** Starts of questions that ask about the recipe, not for a change. */
const asking =
  /^(como|por que|porque|pq|o que|oque|qual|quais|quando|onde|quanto|quanta|quantos|quantas|fica|ficaria|funciona|da certo|combina|vale|e normal|e verdade|tem problema|precisa|preciso|devo|e bom|serve)\b/;
const changeVerb =
  /\b(troc\w*|troq\w*|substitu\w*|tir[ae]\w*|retir\w*|remov\w*|adapt\w*|acrescent\w*|adicion\w*|coloqu\w*|coloca\w*|inclu\w*|bot[ae]\w*|ponha|aument\w*|diminu\w*|reduz\w*|dobr\w*|faca|fazer|faz|deix[ae]\w*|transform\w*|refa\w*|reescrev\w*|mais|menos|metade|dobro|triplo)\b/;

function isQuestion(text: string): boolean {
  return (
    /\?\s*$/.test(text) ||
    /^(como|quanto|quanta|quantos|quantas|qual|quais|posso|pode|podemos|poderia|o que|por que|porque|da pra|da para|e possivel|tem como|quando|onde|fica|serve|tem|leva|e)\b/.test(
      text,
    )
  );
}

// --- The reply ------------------------------------------------------------------------------------

function tipFor(request: string): string {
  return `${demoPrefix} sobre "${request.slice(0, 80)}", prove e ajuste o sal no final e respeite os tempos da receita.`;
}

/** The rewrite as the cook's recipe: what the cook avoids swapped, title, description and steps mended. */
function finished(chat: Chat, rewrite: Rewrite, a: Avoid) {
  const done = [...rewrite.done];
  const notes = [...rewrite.notes];
  let ingredients = rewrite.ingredients ?? chat.ingredients;
  // Whatever the cook avoids goes, even if the request did not name it.
  const adapted = adaptLines(chat, ingredients, a, a);
  if (adapted.changed) {
    const reasons = [...new Set(ingredients.flatMap((line) => reasonsIn(line.name, a)))];
    notes.push(`${capitalised(because(reasons))}: por isso também ${adapted.phrases.join(" e ")}.`);
    ingredients = adapted.lines;
  }
  if (ingredients.length === 0) ingredients = [{ name: "legumes da estação", quantity: 400, unit: "g" }];
  const swaps = chat.ingredients.map((line, index) => ({ from: line.name, to: ingredients[index]?.name ?? null }));
  let title = chat.title;
  if (isAvoided(title, a)) {
    title = safeTitle(title, swaps, a) ?? `Receita ${adaptedFor(a.avoid) || "adaptada"}`;
    notes.push(`Mudei o título para “${title}”.`);
  }
  let description: string | undefined = chat.description || undefined;
  if (description && isAvoided(description, a)) {
    description = withoutAvoided(description, a) || `Versão ${adaptedFor(a.avoid) || "adaptada"} da receita.`;
    notes.push("Ajustei a descrição.");
  }
  // On the retry: what the refusal named and no ingredient holds may be in the steps.
  let steps: { description: string }[] | undefined;
  // (It may be in the description too: the steps cannot be seen, so they are rewritten anyway.)
  const hidden = (a.refused ?? []).filter((food) => !ingredients.some((line) => folded(line.name) === food));
  if (chat.problem && hidden.length > 0) {
    const written = recipeFromFoods(
      ingredients.map((line) => ({ name: line.name, quantity: line.quantity, unit: line.unit as Unit })),
      { pantry: false, shape: shapeForName(chat.title), adapt: (food) => (isAvoided(food.name, a) ? null : food) },
    );
    const safe = written.steps.map((step) => withoutAvoided(step.description, a)).filter(Boolean);
    if (safe.length > 0) {
      steps = safe.map((text) => ({ description: text }));
      notes.push("Reescrevi o modo de preparo para combinar com os ingredientes novos.");
    }
  }
  return { done, notes, ingredients, title, description, steps };
}

function message(done: readonly string[], notes: readonly string[]): string {
  const first = done.length > 0 ? `${done.join(" e ")}.` : "";
  const rest = notes.join(" ");
  const text = [first, first ? rest : rest.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase())].filter(Boolean).join(" ");
  return `${demoPrefix} ${text}`;
}

/** Spec 7.4 in the demo: answers questions, rewrites the recipe on request, and keeps to what the cook avoids. */
export function demoChat(user: string): string {
  const read = readRecipeChat(user);
  const chat = read && boundedChat(read);
  const request = chat?.request ?? boundedRequest(/^Pedido do usuário: (.*)$/m.exec(user)?.[1]?.trim() ?? "");
  if (!chat || chat.ingredients.length === 0 || !chat.title) return JSON.stringify({ message: tipFor(request), recipeUpdated: false });
  const a = avoidFor(chat.avoids, chat.problem);
  const text = fold(request).replace(/\s+/g, " ").trim();
  const rescaled = servingsWanted(chat, text) !== null;
  const informational = asking.test(text) && !healthier.test(text) && !rescaled;
  const wantsChange = !informational && (changeVerb.test(text) || /\bsem\b/.test(text) || propertiesIn(text).length > 0 || rescaled);
  const outcome: Rewrite | Answer | null = informational
    ? null
    : (rewriteServings(chat, text) ??
      rewriteHealthier(chat, text) ??
      (wantsChange ? (rewriteIngredient(chat, request, a) ?? rewriteProperty(chat, text, a) ?? rewriteAmount(chat, request, a)) : null));
  if (outcome === null) {
    const answer = isQuestion(text) || informational ? (answerQuestion(chat, request, a) ?? generalAnswer(request)) : tipFor(request);
    return JSON.stringify({ message: answer, recipeUpdated: false });
  }
  if (isAnswer(outcome)) return JSON.stringify({ message: outcome.message, recipeUpdated: false });
  const result = finished(chat, outcome, a);
  const servings = outcome.servings ?? chat.servings;
  return JSON.stringify({
    message: message(result.done, result.notes),
    recipeUpdated: true,
    updatedRecipe: {
      title: result.title.slice(0, 160),
      ...(result.description ? { description: result.description.slice(0, 1000) } : {}),
      ...(servings !== null ? { servings } : {}),
      ingredients: result.ingredients
        .slice(0, 60)
        .map(({ name, quantity, unit }) => ({ name: name.slice(0, 120), quantity: roundQuantity(quantity), unit })),
      ...(result.steps ? { steps: result.steps.slice(0, 40) } : {}),
    },
  });
}
