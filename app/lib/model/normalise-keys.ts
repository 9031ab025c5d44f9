/**
 * The keys a model writes, mapped to ours: every spelling of each field (Portuguese,
 * snake_case, camelCase, English) per kind of object, folded so "Modo de preparo" and
 * "modoDePreparo" are one. The table behind normalise.ts.
 */
import { fold } from "~/domain/text";

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** "modoDePreparo", "modo_de_preparo", "Modo de preparo" → "mododepreparo". */
export function keyOf(key: string): string {
  return fold(key).replace(/[^a-z0-9]/g, "");
}

/** Our key for each spelling a model uses, per kind of object. */
export const synonyms = {
  recipe: {
    title: ["title", "titulo", "nome", "name", "nomedareceita", "recipename", "recipetitle", "tituloreceita"],
    description: ["description", "descricao", "resumo", "summary", "introducao", "intro", "descricaocurta"],
    prepTime: [
      "preptime",
      "tempodepreparo",
      "tempopreparo",
      "preparationtime",
      "preptimeminutes",
      "tempodepreparominutos",
      "tempodepreparacao",
    ],
    cookTime: [
      "cooktime",
      "tempodecozimento",
      "tempocozimento",
      "cookingtime",
      "cooktimeminutes",
      "tempodecoccao",
      "tempodeforno",
      "tempodecozimentominutos",
    ],
    totalTime: ["totaltime", "tempototal", "tempo", "time", "duracao"],
    servings: [
      "servings",
      "porcoes",
      "porcao",
      "rendimento",
      "rende",
      "serves",
      "yield",
      "portions",
      "numerodeporcoes",
      "quantidadedeporcoes",
    ],
    difficulty: ["difficulty", "dificuldade", "nivel", "niveldedificuldade", "level"],
    ingredients: ["ingredients", "ingredientes", "listadeingredientes", "ingredientlist"],
    steps: [
      "steps",
      "passos",
      "mododepreparo",
      "modopreparo",
      "preparo",
      "instrucoes",
      "instructions",
      "directions",
      "etapas",
      "method",
      "metodo",
      "passoapasso",
    ],
    tags: ["tags", "categorias", "categories", "etiquetas", "palavraschave", "keywords", "categoria"],
    nutritionalInfo: [
      "nutritionalinfo",
      "nutrition",
      "nutricao",
      "informacaonutricional",
      "informacoesnutricionais",
      "valornutricional",
      "valoresnutricionais",
      "tabelanutricional",
      "nutritionfacts",
      "nutritionalinformation",
    ],
  },
  ingredient: {
    name: ["name", "nome", "ingrediente", "ingredient", "item", "alimento", "produto", "descricao"],
    quantity: ["quantity", "quantidade", "qtd", "qty", "amount", "quant", "qtde"],
    unit: ["unit", "unidade", "medida", "unidadedemedida", "unitofmeasure", "measure", "un"],
    isOptional: ["isoptional", "optional", "opcional", "eopcional"],
    possibleSubstitutes: [
      "possiblesubstitutes",
      "substitutes",
      "substitutos",
      "substituicoes",
      "alternativas",
      "substituicao",
      "substitutospossiveis",
    ],
  },
  step: {
    description: [
      "description",
      "descricao",
      "instruction",
      "instrucao",
      "text",
      "texto",
      "passo",
      "step",
      "etapa",
      "acao",
      "action",
      "content",
    ],
    tips: ["tips", "dicas", "dica", "tip", "note", "notes", "observacao", "observacoes"],
  },
  chat: {
    message: ["message", "mensagem", "resposta", "reply", "response", "answer", "texto", "text", "content", "msg"],
    recipeUpdated: [
      "recipeupdated",
      "receitaatualizada",
      "atualizada",
      "updated",
      "changed",
      "alterada",
      "modificada",
      "receitaalterada",
      "houvealteracao",
    ],
    updatedRecipe: [
      "updatedrecipe",
      "receitaatualizada",
      "recipe",
      "receita",
      "novareceita",
      "newrecipe",
      "receitanova",
      "modifiedrecipe",
      "receitamodificada",
    ],
  },
  conversion: {
    quantity: ["quantity", "quantidade", "valor", "value", "amount", "convertedquantity", "quantidadeconvertida", "resultado", "result"],
    unit: ["unit", "unidade", "medida", "convertedunit", "unidadeconvertida", "tounit", "paraunidade"],
  },
  nutrition: {
    calories: ["calories", "calorias", "kcal", "energia", "energy", "valorenergetico"],
    protein: ["protein", "proteina", "proteinas"],
    carbs: ["carbs", "carboidratos", "carboidrato", "carbohydrates", "carbohidratos"],
    fat: ["fat", "gordura", "gorduras", "gordurastotais", "lipidios", "totalfat"],
    fiber: ["fiber", "fibra", "fibras", "fibraalimentar", "fibre"],
    sodium: ["sodium", "sodio"],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

type Kind = keyof typeof synonyms;

/** The object's values under our keys (the first spelling found wins); other keys are dropped. */
export function renamed<K extends Kind>(value: Json, kind: K): Partial<Record<keyof (typeof synonyms)[K], unknown>> {
  const byKey = new Map(Object.entries(value).map(([key, entry]) => [keyOf(key), entry] as const));
  const out: Record<string, unknown> = {};
  for (const [ours, spellings] of Object.entries(synonyms[kind] as Record<string, readonly string[]>)) {
    for (const spelling of spellings) {
      const found = byKey.get(spelling);
      if (found !== undefined && found !== null && found !== "") {
        out[ours] = found;
        break;
      }
    }
  }
  return out as Partial<Record<keyof (typeof synonyms)[K], unknown>>;
}

/** How many of our keys for `kind` the object carries (to find a recipe inside a wrapper). */
export function keysOf(value: Json, kind: Kind): number {
  return Object.keys(renamed(value, kind)).length;
}
