/**
 * The words our prompts are written in: the labels of their lines, the task each system
 * message opens with, the import's delimiters. prompts.ts writes calls with them and
 * prompt-reading.ts reads calls back with them, so a change of wording changes both.
 */

/** The labels of our prompts' lines. */
export const labels = {
  available: "Ingredientes disponíveis:",
  name: "Nome da receita:",
  preferences: "Preferências:",
  restrictions: "Restrições (NUNCA use estes ingredientes):",
  goals: "Objetivos de saúde:",
  refused: "A receita anterior foi recusada:",
  recipe: "Receita:",
  description: "Descrição:",
  servings: "Porções:",
  ingredients: "Ingredientes:",
  request: "Pedido do usuário:",
  avoids: "O usuário evita (NUNCA inclua, nem em passos ou dicas):",
  refusedRewrite: "A versão anterior foi recusada porque incluía:",
  unlike: "O usuário já tem esta receita para o mesmo pedido e quer outra, diferente:",
} as const;

/** The task each call's system message opens with. */
export const tasks = {
  "gerar-receita": "Tarefa: gerar receita.",
  "converter-unidade": "Tarefa: converter unidade.",
  "conversar-receita": "Tarefa: conversar sobre receita.",
  "importar-receita": "Tarefa: importar receita.",
} as const;

export const none = "nenhuma";

export type PromptKind = "gerar-receita" | "converter-unidade" | "conversar-receita" | "importar-receita";

/** Where a text to import came from: pasted by the cook, or the main text of a page without structured data. */
export type ImportOrigin = "texto" | "pagina";

/** The delimiters around the text to import; the text can never carry them itself (`importText`). */
export const importOpen = "<texto>";
export const importClose = "</texto>";

export const importOrigins: Record<ImportOrigin, string> = {
  texto: "Origem: texto colado pelo cozinheiro.",
  pagina: "Origem: texto principal de uma página da web (ignore menus, comentários e anúncios).",
};
