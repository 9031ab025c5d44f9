import type { GoalNote } from "~/domain/nutrition/health-goals";
import { formatNumber } from "./number";

/** Floored, as coverage is: 89,96 % is "89 %", never "90 %". */
const percent = (share: number) => `${Math.floor(share * 100 + 1e-9)} %`;

/** The recipe page's nutrition: values, where they come from, the breakdown, the cook's health goals. */
export const nutrition = {
  nutrient: "Nutriente",
  perServing: "Por porção",
  forServings: (n: number) => `${n} ${n === 1 ? "porção" : "porções"}`,
  sodium: "Sódio",
  atLeast: "a partir de",
  sodiumAtLeastNote: "Sódio: a partir desse valor, mais o sal a gosto ou em pitada, que não é pesado e não entra na conta.",
  unknown: "não informado",
  kcal: (n: number) => `${formatNumber(Math.round(n))}\u00a0kcal`,
  grams: (n: number) => `${formatNumber(n)}\u00a0g`,
  milligrams: (n: number) => `${formatNumber(Math.round(n))}\u00a0mg`,
  tacoSource: "Calculado com a Tabela Brasileira de Composição de Alimentos (TACO — NEPA/UNICAMP)",
  modelSource: (estimate: string, coverage: number) =>
    `Valores: ${estimate}. A tabela TACO reconhece só ${percent(coverage)} do peso dos ingredientes desta receita, pouco para calcular.`,
  approximate: (coverage: number) =>
    `Valores aproximados: a tabela TACO reconhece ${percent(coverage)} do peso dos ingredientes desta receita; o que falta não entrou na conta.`,
  notCounted: "Fora da conta",
  reasons: {
    optional: "opcional",
    "to-taste": "a gosto",
    pinch: "uma pitada",
    "not-in-taco": "não está na TACO",
    unrecognised: "não reconhecido",
    "unknown-amount": "peso desconhecido",
  },
  breakdownToggle: "Ver o cálculo por ingrediente",
  breakdownIntro: "Cada ingrediente, o alimento da TACO que o representa e o que ele soma a uma porção.",
  breakdownGrams: (grams: number) => `${formatNumber(grams)} g na receita`,
  breakdownFood: (food: string) => `TACO: ${food}`,
  breakdownWater: "Água: entra no peso, sem nutrientes",
  breakdownAdds: "Soma por porção",
  nutrientNames: {
    calories: "calorias",
    protein: "proteínas",
    carbs: "carboidratos",
    fat: "gorduras",
    fiber: "fibras",
    sodium: "sódio",
  },
  adds: {
    protein: (n: number) => `${formatNumber(n)} g de proteínas`,
    carbs: (n: number) => `${formatNumber(n)} g de carboidratos`,
    fat: (n: number) => `${formatNumber(n)} g de gorduras`,
    fiber: (n: number) => `${formatNumber(n)} g de fibras`,
    sodium: (n: number) => `${formatNumber(Math.round(n))} mg de sódio`,
  },
  breakdownUnknown: (nutrients: string) => `Sem valor na TACO, contado como 0: ${nutrients}.`,
  breakdownUncounted: (reason: string) => `Não contado: ${reason}`,
  goalsTitle: "Para os seus objetivos de saúde",
  goalsBasis: "Nossa referência, por porção de uma refeição principal num dia de 2.000 kcal.",
  // A no-break space keeps a number with its unit.
  goal: (note: GoalNote) =>
    note.nutrient === "sodium"
      ? `Baixo sódio: ${formatNumber(Math.round(note.value))}\u00a0mg de sódio por porção, acima de ${formatNumber(note.limit)}\u00a0mg.`
      : note.nutrient === "calories"
        ? `Emagrecimento: ${formatNumber(Math.round(note.value))}\u00a0kcal por porção, acima de ${formatNumber(note.limit)}\u00a0kcal.`
        : `Controle de açúcar: ${formatNumber(note.value)}\u00a0g de carboidratos por porção, acima de ${formatNumber(note.limit)}\u00a0g.`,
  carbsBasis: "A TACO não separa os açúcares: comparamos todos os carboidratos.",
} as const;
