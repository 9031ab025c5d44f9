/**
 * The scripted chef's answers to questions that ask for no change ("quanto tempo dura
 * na geladeira?", "posso congelar?", "o que significa refogar?", "qual o ponto do
 * brigadeiro?"): short, about this recipe where it can (what kind of dish it is, what
 * it is made of, what the cook avoids), and never a claim that anything was changed.
 * Pure.
 */
import type { Avoidance } from "~/domain/restrictions";
import { conflictsIn } from "~/domain/restrictions";
import { formatAmount, type Unit } from "~/domain/recipe";
import { safeSubstitutes } from "~/domain/safe-substitutes";
import { because, isAvoided, reasonsIn, substituteFor, type Avoid } from "./adapt";
import {
  accompaniments,
  askedAvoidances,
  dishKindOf,
  doneness,
  freezing,
  glossary,
  storage,
  swapAdvice,
  type AskedRecipe,
} from "./chat-answers/dish-facts";
import { folded, listed, withArticle } from "./kitchen";

const prefix = "Demonstração do Chef Virtual:";

/** What a cook avoids, said plainly: "lactose e glúten", "uma dieta vegana". */
function avoidedText(avoidances: readonly Avoidance[]): string {
  const diets = { vegano: "dieta vegana", vegetariano: "dieta vegetariana", pescetariano: "dieta pescetariana" } as const;
  const said = avoidances.map((value) => (value in diets ? diets[value as keyof typeof diets] : value));
  return listed([...new Set(said)]);
}

/** The recipe's ingredient a question names, the longest name first. */
function ingredientNamed(recipe: AskedRecipe, question: string) {
  const text = ` ${folded(question).replace(/[^a-z0-9 ]+/g, " ")} `;
  return [...recipe.ingredients]
    .sort((a, b) => b.name.length - a.name.length)
    .find((ingredient) => {
      const name = folded(ingredient.name).replace(/[^a-z0-9 ]+/g, " ");
      const head = name.split(" ")[0]!;
      return text.includes(` ${name} `) || (head.length > 3 && new RegExp(` ${head}s? `).test(text));
    });
}

/** The answer to a question about the recipe, or null when it is not a question the chef knows. */
export function answerQuestion(recipe: AskedRecipe, question: string, a: Avoid): string | null {
  const q = folded(question);
  const kind = dishKindOf(recipe);
  const say = (text: string) => `${prefix} ${text}`;

  if (/congel|freezer/.test(q)) {
    const notes: string[] = [];
    if (kind !== "salad" && recipe.ingredients.some((ingredient) => /\bbatata\b/.test(folded(ingredient.name)))) {
      notes.push("A batata cozida pode ficar esfarelenta depois de congelada.");
    }
    if (recipe.ingredients.some((ingredient) => /creme de leite|requeijao/.test(folded(ingredient.name))) && kind !== "chilled") {
      notes.push("Molhos com creme de leite podem separar: misture bem ao reaquecer.");
    }
    return say([freezing[kind], ...notes].join(" "));
  }
  if (/geladeira|\bdura\b|duram|conserv|validade|guardar|armazen|estraga|quantos dias/.test(q)) return say(storage[kind]);

  if (/\bponto\b/.test(q)) {
    const about = doneness.find(([pattern]) => pattern.test(q)) ?? doneness.find(([pattern]) => pattern.test(folded(recipe.title)));
    if (about) return say(about[1]);
  }
  if (
    /o que (e|sao|significa|quer dizer)|significado|\bque e\b|como (se )?(faz|fazer) (para )?(refog|dour|sel|branque|escald|dessalg|desfi|gratin|marin|sov|untar|carameliz)/.test(
      q,
    )
  ) {
    const term = glossary.find(([pattern]) => pattern.test(q));
    if (term) return say(term[1]);
  }

  // "tem glúten?", "é vegana?", "posso comer sendo intolerante à lactose?"
  if (/\b(tem|leva|contem|e|eh|serve|posso comer|pode comer|sendo)\b/.test(q)) {
    const asked = askedAvoidances.find(([pattern]) => pattern.test(q));
    if (
      asked &&
      /\b(tem|leva|contem|e|eh|serve|comer|sendo|vegan\w*|vegetarian\w*|sem)\b/.test(q) &&
      !/\b(troqu|substitu|tir[ae]|retir|remov)/.test(q)
    ) {
      const avoidance = asked[1];
      const carrying = recipe.ingredients.filter((ingredient) => conflictsIn(ingredient.name, [avoidance]).length > 0);
      const diet = avoidance === "vegano" || avoidance === "vegetariano" || avoidance === "pescetariano";
      if (carrying.length === 0) {
        return say(
          diet
            ? `Pelos ingredientes, esta receita serve para uma ${avoidedText([avoidance])}. Confira os rótulos dos industrializados.`
            : `Pelos ingredientes, esta receita não leva ${avoidance}. Confira os rótulos dos industrializados, que podem ter traços.`,
        );
      }
      const names = carrying.map((ingredient) => ingredient.name);
      const swaps = carrying
        .map((ingredient) => [ingredient.name, safeSubstitutes(ingredient, [...new Set([...a.avoid, avoidance])]).slice(0, 2)] as const)
        .filter(([, options]) => options.length > 0)
        .slice(0, 2)
        .map(([name, options]) => `${name} por ${options.join(" ou ")}`);
      return say(
        `${diet ? `Não serve para uma ${avoidedText([avoidance])}` : `Leva ${avoidance}`}: ${listed(names)}.` +
          (swaps.length > 0 ? ` Dá para trocar ${listed(swaps)}: se quiser, peça e eu reescrevo a receita.` : ""),
      );
    }
  }

  if (/quantas porcoes|quantas pessoas|serve quantas|rende quant|quanto rende|\brende\b/.test(q) && recipe.servings !== null) {
    return say(
      `A receita rende ${recipe.servings} ${recipe.servings === 1 ? "porção" : "porções"}. Se quiser outra quantidade, peça, por exemplo, "adapte para 2 porções".`,
    );
  }

  // "o que posso usar no lugar do leite?", "posso usar mel?", "como substituir o ovo?"
  if (/substitu|no lugar|em vez|trocar|posso usar|pode usar|da pra usar|da para usar|serve\b/.test(q)) {
    const own = ingredientNamed(recipe, q);
    const newcomer =
      /\b(usar|colocar|por|botar)\s+(?:o |a |os |as |um |uma )?([\p{L} -]+?)(?:\s+(?:no lugar|em vez|na receita|nessa|nesta|tambem)|\?|$)/u
        .exec(q)?.[2]
        ?.trim();
    if (newcomer && !/^(no lugar|em vez|o que|algo|alguma)/.test(newcomer) && (!own || !folded(own.name).includes(newcomer))) {
      const target =
        own ??
        recipe.ingredients.find((ingredient) =>
          swapAdvice.some(([food, replaced]) => food.test(newcomer) && replaced.test(folded(ingredient.name))),
        );
      if (isAvoided(newcomer, a)) {
        const reasons = reasonsIn(newcomer, a);
        const instead = substituteFor({ name: newcomer, quantity: 1, unit: "g" }, a)?.name;
        return say(
          `Como ${because(reasons.length > 0 ? reasons : a.avoid)}, eu não usaria ${newcomer} nesta receita.${instead ? ` No lugar, ${instead} funciona.` : ""}`,
        );
      }
      const advice = target
        ? swapAdvice.find(([food, replaced]) => food.test(newcomer) && replaced.test(folded(target.name)))?.[2]
        : undefined;
      if (target) {
        return say(
          `Pode, sim: ${newcomer} pode entrar no lugar ${withArticle(target.name, "de")}${advice ? `; ${advice}` : ", mas o sabor e a textura mudam um pouco"}. Se quiser, peça "troque ${target.name} por ${newcomer}" e eu reescrevo a receita.`,
        );
      }
      return say(
        `Pode, sim, desde que combine com o prato: junte aos poucos e prove. Se quiser que eu acrescente à receita, peça "acrescente ${newcomer}".`,
      );
    }
    if (own) {
      const options = safeSubstitutes(own, a.avoid).slice(0, 3);
      return say(
        options.length > 0
          ? `No lugar ${withArticle(own.name, "de")} você pode usar ${listed(options.map((option) => option))}. Se quiser, peça "troque ${own.name} por ${options[0]}" e eu reescrevo a receita.`
          : `Não conheço um bom substituto para ${own.name} nesta receita; se quiser, posso tirá-lo: peça "sem ${own.name}".`,
      );
    }
  }

  // "quanto de açúcar vai?"
  if (/\bquant[oa]s?\b/.test(q) && !/tempo|calori|grau|temperatura/.test(q)) {
    const own = ingredientNamed(recipe, q);
    if (own) {
      const amount = formatAmount(own.quantity, own.unit as Unit);
      return say(
        `A receita leva ${amount} de ${own.name}${recipe.servings ? `, para ${recipe.servings} ${recipe.servings === 1 ? "porção" : "porções"}` : ""}.`,
      );
    }
  }

  if (/air ?fryer|fritadeira/.test(q)) {
    return say(
      kind === "cake"
        ? "Dá, em forma pequena que caiba no cesto: 160 °C por 25 a 30 minutos, coberta com papel-alumínio nos primeiros 15 para não queimar por cima."
        : "Dá, sim: use 180 °C, em camada única e sem amontoar, por cerca de 20% menos tempo que no forno, virando na metade.",
    );
  }
  if (/sem forno|nao tenho forno|\bforno\b.*\b(nao|sem)\b|\bpanela\b|fogao|micro ?ondas/.test(q)) {
    if (kind === "cake") {
      return say(
        "Dá para fazer na panela: use uma panela de fundo grosso untada e enfarinhada, tampe e cozinhe em fogo bem baixo por cerca de 40 minutos, até o palito sair limpo. Não abra a tampa antes de 25 minutos.",
      );
    }
    if (kind === "baked")
      return say(
        "Sem forno, monte em uma frigideira funda ou panela com tampa e aqueça em fogo baixo por 15 minutos; não vai gratinar, mas fica saboroso.",
      );
    if (/pressao/.test(q))
      return say(
        "Na panela de pressão, carnes e feijão cozinham em cerca de um terço do tempo: conte o tempo depois que pegar pressão e só abra depois que a pressão sair toda.",
      );
    return say("Dá, sim: esta receita pode ser feita toda no fogão. Use panela de fundo grosso e fogo médio para não queimar o fundo.");
  }
  if (/vespera|antes|adiantar|antecedencia|de vespera/.test(q)) {
    return say(
      `${kind === "salad" || kind === "fried" ? "Prepare os ingredientes na véspera, mas monte (ou frite) só na hora." : "Pode, sim: prepare na véspera e guarde na geladeira."} ${storage[kind]}`,
    );
  }
  if (/acompanh|servir com|serve com|combina com|o que servir|com o que/.test(q)) return say(accompaniments[kind]);
  if (/quanto tempo|tempo de forno|temperatura|quantos graus|quanto tempo leva/.test(q)) {
    return say(
      kind === "cake"
        ? "Bolos assam em geral a 180 °C, por 35 a 45 minutos, em forno preaquecido; o palito saindo limpo é o sinal de que está pronto."
        : "Siga os tempos do modo de preparo; como referência, assados vão a 180–200 °C em forno preaquecido, e cozidos estão prontos quando ficam macios ao garfo.",
    );
  }
  if (/saudavel|caloria|engorda|\bdieta\b|proteina|carboidrato|gordura/.test(q)) {
    const heavy = recipe.ingredients.filter((ingredient) =>
      /\b(acucar|oleo|azeite|manteiga|margarina|creme de leite|leite condensado|bacon)\b/.test(folded(ingredient.name)),
    );
    return say(
      heavy.length > 0
        ? `O que mais pesa aqui é ${listed(heavy.map((ingredient) => ingredient.name))}. Se quiser, peça "deixe mais saudável" e eu reduzo essas quantidades.`
        : "Ela já é leve: não leva açúcar, creme de leite nem muita gordura. Para equilibrar, sirva com salada e legumes.",
    );
  }
  if (/solou|embatum|afund|murch|abatum/.test(q)) {
    return say(
      "Costuma ser forno aberto cedo demais, fermento vencido ou massa batida demais depois da farinha. Misture a farinha só até incorporar e não abra o forno nos primeiros 25 minutos.",
    );
  }
  if (/empap|grudent|unidos/.test(q))
    return say(
      "Arroz empapa com água demais ou mexido durante o cozimento: use o dobro do volume de água, refogue antes e não mexa depois que ferver.",
    );
  if (/talh/.test(q))
    return say("Creme de leite e leite talham com fervura forte ou ácido demais: junte-os com o fogo baixo e não deixe ferver depois.");
  if (/salgad/.test(q))
    return say(
      "Para salvar um prato salgado, junte mais do ingrediente base sem sal (legumes, arroz, caldo sem sal) ou um pouco de creme; batata crua ajuda pouco. Da próxima vez, salgue aos poucos e prove.",
    );
  if (/queim|grudou/.test(q))
    return say(
      "Tire do fogo na hora e passe o que não queimou para outra panela, sem raspar o fundo. Panela de fundo grosso e fogo médio evitam que grude.",
    );
  if (/crocante/.test(q))
    return say("Para ficar crocante: seque bem os ingredientes, use forno bem quente (200 °C ou mais) e não amontoe na assadeira.");
  if (/cremos|fofinh|macio|macia/.test(q)) {
    return say(
      kind === "cake"
        ? "Para um bolo mais fofo: ingredientes em temperatura ambiente, farinha peneirada e misturada sem bater demais, e fermento por último."
        : "Para ficar mais cremoso, cozinhe em fogo baixo e finalize com um pouco de caldo quente, mexendo.",
    );
  }
  const term = glossary.find(([pattern]) => pattern.test(q));
  if (term && /\b(o que|como|significa|que e)\b/.test(q)) return say(term[1]);
  return null;
}

/** For a question the chef has no specific answer to: honest, and how to ask for a change. */
export function generalAnswer(question: string): string {
  const asked = question.replace(/\s+/g, " ").trim().slice(0, 80);
  return `${prefix} sobre "${asked}", não tenho uma resposta precisa nesta demonstração. Como regra geral, prove e ajuste o sal no final e respeite os tempos da receita. Se quiser mudar a receita, peça, por exemplo, "adapte para 2 porções" ou "troque o ingrediente X por Y".`;
}
