/**
 * The scripted local model (DESIGN.md): an OpenAI-compatible chat-completions server
 * of ours, used when LLM_BASE_URL is unset. It speaks the real wire format, streaming
 * (server-sent events) included, and writes plausible Portuguese replies for the
 * three tasks of our prompts. Tests steer it through /controle (fixed replies, delay,
 * token rate, failure modes) and read the requests it received at /requisicoes.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isLoopbackAddress } from "~/config/network.server";

export type FailureMode = "500" | "429" | "timeout" | "sem-json" | "json-em-texto" | "truncada" | "formato-errado";

interface Control {
  failure: FailureMode | null;
  /** How many calls the failure applies to (then back to normal); null for all. */
  failureTimes: number | null;
  fixedReply: string | null;
  /** How many calls get the fixed reply (then the scripted one); null for all. */
  fixedReplyTimes: number | null;
  delayMs: number;
  tokensPerSecond: number;
}

export interface ReceivedRequest {
  model: string;
  temperature: number | undefined;
  max_tokens: number | undefined;
  stream: boolean;
  messages: { role: string; content: string }[];
}

const defaults = (): Control => ({
  failure: null,
  failureTimes: null,
  fixedReply: null,
  fixedReplyTimes: null,
  delayMs: 0,
  tokensPerSecond: 400,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function field(text: string, label: string): string | null {
  return new RegExp(`${label}:\\s*(.+)`).exec(text)?.[1]?.replace(/\.$/, "").trim() ?? null;
}

type GeneratedIngredient = { name: string; quantity: number; unit: string; isOptional?: boolean; possibleSubstitutes?: string[] };

/** What the demo swaps for each restriction of the profile (spec 3 lists). */
const restrictionSwaps: Record<string, [RegExp, GeneratedIngredient | null][]> = {
  glúten: [[/farinha de trigo/, { name: "farinha de arroz", quantity: 240, unit: "g" }]],
  lactose: [
    [/^leite$/, { name: "leite de aveia", quantity: 240, unit: "ml" }],
    [/manteiga|queijo/, null],
  ],
  ovos: [[/^ovos?$/, { name: "banana madura amassada", quantity: 2, unit: "unidade" }]],
  amendoim: [[/amendoim/, null]],
  "frutos do mar": [[/camar|lula|polvo|mariscos?/, null]],
  soja: [[/soja|shoyu|tofu/, null]],
  nozes: [[/noz|castanha|amêndoa/, null]],
};

function dishFor(
  name: string,
  main: string,
): { ingredients: GeneratedIngredient[]; steps: string[]; tags: string[]; times: [number, number] } {
  const lower = name.toLowerCase();
  if (/\b(bolo|muffin|cupcake|brownie|torta doce)\b/.test(lower)) {
    return {
      ingredients: [
        { name: main, quantity: 200, unit: "g" },
        { name: "farinha de trigo", quantity: 240, unit: "g" },
        { name: "açúcar", quantity: 200, unit: "g" },
        { name: "ovos", quantity: 3, unit: "unidade" },
        { name: "leite", quantity: 240, unit: "ml" },
        { name: "óleo", quantity: 120, unit: "ml" },
        { name: "fermento químico em pó", quantity: 15, unit: "g" },
      ],
      steps: [
        "Preaqueça o forno a 180 °C e unte uma forma média.",
        `Bata no liquidificador ${main}, os ingredientes líquidos e o açúcar por 3 minutos.`,
        "Misture a farinha aos poucos e, por último, o fermento, sem bater demais.",
        "Asse por 40 minutos, até o palito sair limpo. Espere amornar para desenformar.",
      ],
      tags: ["Sobremesas"],
      times: [15, 40],
    };
  }
  if (/\b(sopa|caldo|creme)\b/.test(lower)) {
    return {
      ingredients: [
        { name: main, quantity: 500, unit: "g" },
        { name: "cebola", quantity: 1, unit: "unidade" },
        { name: "dente de alho", quantity: 2, unit: "unidade" },
        { name: "água", quantity: 1, unit: "l" },
        { name: "azeite de oliva", quantity: 15, unit: "ml" },
        { name: "sal", quantity: 1, unit: "pitada" },
      ],
      steps: [
        "Refogue a cebola e o alho no azeite por 3 minutos.",
        `Junte ${main} e a água; cozinhe em fogo médio por 25 minutos.`,
        "Bata metade no liquidificador para engrossar, volte à panela e acerte o sal.",
      ],
      tags: ["Jantar"],
      times: [10, 30],
    };
  }
  return {
    ingredients: [
      { name: main, quantity: 400, unit: "g" },
      { name: "cebola", quantity: 1, unit: "unidade" },
      { name: "dente de alho", quantity: 2, unit: "unidade" },
      { name: "azeite de oliva", quantity: 15, unit: "ml", possibleSubstitutes: ["óleo"] },
      { name: "sal", quantity: 1, unit: "pitada" },
      { name: "cheiro-verde picado", quantity: 10, unit: "g", isOptional: true },
    ],
    steps: [
      `Corte ${main} em pedaços médios e tempere com sal.`,
      "Aqueça o azeite e doure a cebola e o alho por 3 minutos.",
      `Junte ${main} e cozinhe em fogo médio por 20 minutos, mexendo de vez em quando.`,
      "Finalize com cheiro-verde e sirva quente.",
    ],
    tags: ["Almoço"],
    times: [15, 25],
  };
}

/**
 * A plausible recipe from the ingredients or dish name in the prompt. Like a careful
 * model it follows the profile's restrictions and, on a retry, leaves out what the
 * previous reply was refused for.
 */
function demoRecipe(user: string): string {
  const available = (field(user, "Ingredientes disponíveis") ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const name = field(user, "Nome da receita");
  const restrictions = (field(user, "Restrições \\(NUNCA use estes ingredientes\\)") ?? "").split(",").map((item) => item.trim());
  const refused = [...(field(user, "A receita anterior foi recusada") ?? "").matchAll(/"([^"]+)"/g)].map((match) =>
    match[1]!.toLowerCase(),
  );
  const dishMain = name ? (/\bde (.+)$/i.exec(name)?.[1] ?? name).toLowerCase() : "";
  const dish = name ? dishFor(name, dishMain) : null;
  let ingredients: GeneratedIngredient[] = dish
    ? dish.ingredients
    : [
        ...available.map((item) => ({ name: item, quantity: 200, unit: "g" })),
        { name: "azeite de oliva", quantity: 15, unit: "ml", possibleSubstitutes: ["óleo"] },
        { name: "sal", quantity: 1, unit: "pitada" },
      ];
  for (const restriction of restrictions) {
    for (const [pattern, swap] of restrictionSwaps[restriction] ?? []) {
      ingredients = ingredients.flatMap((ingredient) => (pattern.test(ingredient.name) ? (swap ? [swap] : []) : [ingredient]));
    }
  }
  ingredients = ingredients.filter((ingredient) => !refused.includes(ingredient.name.toLowerCase()));
  if (ingredients.length === 0) ingredients = [{ name: "legumes da estação", quantity: 400, unit: "g" }];
  const main = available.length > 0 ? available : [dishMain || "legumes"];
  const steps = dish?.steps ?? [
    `Lave e corte ${main.join(", ")} em pedaços médios.`,
    "Aqueça o azeite em uma panela em fogo médio por 1 minuto.",
    `Refogue ${main[0]} por 10 minutos, mexendo de vez em quando.`,
    "Junte o restante, tempere com sal e cozinhe por mais 10 minutos. Sirva quente.",
  ];
  return JSON.stringify({
    title: name ?? `Refogado de ${main.slice(0, 2).join(" com ")}`,
    description: `Receita de demonstração feita com ${main.join(", ")}: simples, caseira e pronta em pouco tempo.`,
    prepTime: dish?.times[0] ?? 15,
    cookTime: dish?.times[1] ?? 20,
    servings: dish ? 6 : 2,
    difficulty: "fácil",
    ingredients: ingredients.map((ingredient) => ({ isOptional: false, possibleSubstitutes: [], ...ingredient })),
    steps: steps.map((description, index) => (index === 2 ? { description, tips: ["Não lote a panela: doura melhor."] } : { description })),
    nutritionalInfo: { calories: 320, protein: 18, carbs: 22, fat: 14, fiber: 5 },
    tags: dish?.tags ?? ["Almoço"],
  });
}

const demoPrefix = "Demonstração do Chef Virtual:";

/** The units of spec 3 (and the plurals models and cooks write), longest first for matching. */
const unitNames: [string, string][] = (
  [
    ["colheres de sopa", "colher de sopa"],
    ["colher de sopa", "colher de sopa"],
    ["colheres de chá", "colher de chá"],
    ["colher de chá", "colher de chá"],
    ["colher de cha", "colher de chá"],
    ["xícaras", "xícara"],
    ["xícara", "xícara"],
    ["xicaras", "xícara"],
    ["xicara", "xícara"],
    ["unidades", "unidade"],
    ["unidade", "unidade"],
    ["pitadas", "pitada"],
    ["pitada", "pitada"],
    ["kg", "kg"],
    ["ml", "ml"],
    ["g", "g"],
    ["l", "l"],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

interface DemoIngredient {
  name: string;
  quantity: number;
  unit: string;
}

interface DemoChat {
  title: string;
  description: string;
  servings: number | null;
  ingredients: DemoIngredient[];
  request: string;
}

/** Lowercase, accents stripped: "Porções" → "porcoes". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Folded words with plurals dropped ("Ovos" → "ovo"), for matching names. */
const words = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word));

/** Whether the words of `part` occur, in order and together, among the words of `whole`. */
function containsWords(whole: string[], part: string[]): boolean {
  if (part.length === 0 || part.length > whole.length) return false;
  for (let start = 0; start + part.length <= whole.length; start++) {
    if (part.every((word, offset) => whole[start + offset] === word)) return true;
  }
  return false;
}

/** "- 2.5 colher de sopa azeite" → {quantity 2.5, unit "colher de sopa", name "azeite"}; null if unreadable. */
function ingredientLine(line: string): DemoIngredient | null {
  const match = /^-\s*(\S+)\s+(.+)$/.exec(line.trim());
  if (!match) return null;
  const quantity = Number(match[1]!.replace(",", "."));
  if (!Number.isFinite(quantity) || quantity < 0) return null;
  const rest = match[2]!.trim();
  for (const [written, unit] of unitNames) {
    if (rest.toLowerCase().startsWith(`${written} `)) {
      const name = rest.slice(written.length).trim();
      return name ? { name, quantity, unit } : null;
    }
  }
  return null;
}

/**
 * The chat prompt of spec 7.4 read back: "Receita:", "Descrição:" (possibly on several
 * lines), "Porções:", "Ingredientes:", "- quantity unit name" lines, "Pedido do usuário:".
 * Null when the text does not have that shape.
 */
export function readChatPrompt(user: string): DemoChat | null {
  const lines = user.split(/\r?\n/);
  if (!lines[0]?.startsWith("Receita:") || !lines[1]?.startsWith("Descrição:")) return null;
  for (let index = 2; index + 1 < lines.length; index++) {
    if (!/^Porções:/.test(lines[index]!) || lines[index + 1]!.trim() !== "Ingredientes:") continue;
    let end = index + 2;
    while (end < lines.length && lines[end]!.startsWith("-")) end++;
    if (!lines[end]?.startsWith("Pedido do usuário:")) continue;
    const ingredients = lines.slice(index + 2, end).map(ingredientLine);
    if (ingredients.some((ingredient) => ingredient === null)) return null;
    const servings = Number(lines[index]!.slice("Porções:".length).trim());
    const oneLine = (parts: string[]) => parts.join(" ").replace(/\s+/g, " ").trim();
    return {
      title: lines[0].slice("Receita:".length).trim(),
      description: oneLine([lines[1].slice("Descrição:".length), ...lines.slice(2, index)]),
      servings: Number.isInteger(servings) && servings >= 1 && servings <= 200 ? servings : null,
      ingredients: ingredients as DemoIngredient[],
      request: oneLine([lines[end]!.slice("Pedido do usuário:".length), ...lines.slice(end + 1)]).replace(/\.$/, ""),
    };
  }
  return null;
}

/** Two decimals, at least 0.01 (the reply needs a positive quantity), at most the schema's 100 000. */
const roundQuantity = (value: number) => Math.min(100_000, Math.max(0.01, Math.round(value * 100) / 100));

/** The demo's substitutes, tried in order against the folded name. */
const substitutes: [RegExp, string][] = [
  [/^leite condensado$/, "leite condensado de coco"],
  [/^creme de leite$/, "creme de coco"],
  [/^leite( integral| desnatado| semidesnatado| de vaca)?$/, "leite de aveia"],
  [/^(manteiga|margarina)\b/, "óleo de coco"],
  [/^acucar\b(?! de coco)/, "açúcar de coco"],
  [/^ovos?\b/, "banana amassada"],
  [/^farinha de trigo\b/, "farinha de arroz"],
  [/^queijo\b/, "tofu firme"],
];

const listed = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} e ${names[names.length - 1]}`;

interface Rewrite {
  message: string;
  servings?: number;
  ingredients?: DemoIngredient[];
}

/** Behaviour 1: "4 porções", "para 2 pessoas". */
function rewriteServings(chat: DemoChat, folded: string): Rewrite | null {
  const match = /(?<![\d.,])(\d{1,3})\s*(?:porcoes|porcao|pessoas|pessoa)\b/.exec(folded);
  if (!match) return null;
  const wanted = Number(match[1]);
  if (wanted < 1 || wanted > 100 || chat.servings === null) return null;
  const portions = `${wanted} ${wanted === 1 ? "porção" : "porções"}`;
  if (wanted === chat.servings) return { message: `${demoPrefix} a receita já rende ${portions}; não precisei mudar nada.` };
  const factor = wanted / chat.servings;
  return {
    message: `${demoPrefix} adaptei a receita para ${portions}.`,
    servings: wanted,
    ingredients: chat.ingredients.map((ingredient) => ({ ...ingredient, quantity: roundQuantity(ingredient.quantity * factor) })),
  };
}

/** Behaviour 2: "sem leite", "troque a manteiga por azeite", "retire o sal". */
function rewriteIngredient(chat: DemoChat, request: string): Rewrite | null {
  // The verbs are plain ASCII, so the cook's own spelling (accents kept) can be matched directly.
  const match =
    /(?:^|[^\p{L}\d])(sem|substitua|substituir|substitui|troque|trocar|troca|tire|tirar|retire|retirar|remova|remover)\s+(.+)$/iu.exec(
      request,
    );
  if (!match) return null;
  const verb = match[1]!.toLowerCase();
  const [target = "", replacement] = match[2]!.split(/\s+por\s+/i);
  const targetWords = words(target.split(/[,.;:!?()]/)[0]!).filter(
    (word, index) => index > 0 || !/^(o|a|os|as|de|do|da|dos|das|um|uma)$/.test(word),
  );
  if (targetWords.length === 0) return null;
  const named = chat.ingredients.filter((ingredient) => containsWords(targetWords, words(ingredient.name)));
  const chosen = named.length > 0 ? named : chat.ingredients.filter((ingredient) => containsWords(words(ingredient.name), targetWords));
  if (chosen.length === 0) return null;

  // "troque X por Y": the cook's own substitute, when one ingredient is named.
  const own =
    verb !== "sem" && chosen.length === 1 && replacement
      ? replacement
          .split(/[,.;:!?()]/)[0]!
          .replace(/^(um|uma|o|a|os|as)\s+/i, "")
          .trim()
          .slice(0, 60)
      : "";
  const swapped: string[] = [];
  const removed: string[] = [];
  const ingredients: DemoIngredient[] = [];
  for (const ingredient of chat.ingredients) {
    if (!chosen.includes(ingredient)) {
      ingredients.push(ingredient);
      continue;
    }
    const name = fold(ingredient.name).trim();
    const substitute = own && fold(own) !== name ? own : substitutes.find(([pattern]) => pattern.test(name))?.[1];
    if (substitute && fold(substitute) !== name) {
      swapped.push(`${ingredient.name} por ${substitute}`);
      ingredients.push({ ...ingredient, name: substitute, quantity: roundQuantity(ingredient.quantity) });
    } else {
      removed.push(ingredient.name);
    }
  }
  if (ingredients.length === 0) {
    return { message: `${demoPrefix} não dá para retirar ${listed(removed)}: a receita ficaria sem ingredientes.` };
  }
  const parts = [
    ...(swapped.length > 0 ? [`troquei ${listed(swapped)}`] : []),
    ...(removed.length > 0 ? [`retirei ${listed(removed)}`] : []),
  ];
  return {
    message: `${demoPrefix} ${parts.join(" e ")}.`,
    ingredients: ingredients.map((item) => ({ ...item, quantity: roundQuantity(item.quantity) })),
  };
}

/** Behaviour 3: "mais saudável", "light": half the sugar, oil and butter. */
function rewriteHealthier(chat: DemoChat, folded: string): Rewrite | null {
  if (!/\b(saudave(l|is)|light)\b/.test(folded)) return null;
  const heavy = (name: string) => /\b(acucar|oleo|azeite|manteiga|margarina)\b/.test(fold(name));
  const reduced = chat.ingredients.filter((ingredient) => heavy(ingredient.name));
  if (reduced.length === 0) {
    return {
      message: `${demoPrefix} esta receita já não leva açúcar, óleo nem manteiga; para deixá-la ainda mais leve, prefira assar em vez de fritar e capriche nos legumes.`,
    };
  }
  return {
    message: `${demoPrefix} deixei a receita mais saudável reduzindo pela metade ${listed(reduced.map((ingredient) => ingredient.name))}.`,
    ingredients: chat.ingredients.map((ingredient) => ({
      ...ingredient,
      quantity: roundQuantity(heavy(ingredient.name) ? ingredient.quantity / 2 : ingredient.quantity),
    })),
  };
}

/** Spec 7.4 in the demo: rewrites the recipe for servings, substitutions and "mais saudável"; otherwise a tip. */
function demoChat(user: string): string {
  const chat = readChatPrompt(user);
  const request = chat?.request ?? field(user, "Pedido do usuário") ?? "";
  const tip = { message: `${demoPrefix} sobre "${request.slice(0, 80)}", prove e ajuste o sal no final e respeite os tempos da receita.` };
  if (!chat || chat.ingredients.length === 0 || !chat.title) return JSON.stringify({ ...tip, recipeUpdated: false });
  const folded = fold(request);
  const rewrite: Rewrite = rewriteServings(chat, folded) ?? rewriteIngredient(chat, request) ?? rewriteHealthier(chat, folded) ?? tip;
  if (!rewrite.ingredients) return JSON.stringify({ message: rewrite.message, recipeUpdated: false });
  const servings = rewrite.servings ?? chat.servings;
  return JSON.stringify({
    message: rewrite.message,
    recipeUpdated: true,
    updatedRecipe: {
      title: chat.title.slice(0, 160),
      ...(chat.description ? { description: chat.description.slice(0, 1000) } : {}),
      ...(servings !== null ? { servings } : {}),
      ingredients: rewrite.ingredients.slice(0, 60).map(({ name, quantity, unit }) => ({ name: name.slice(0, 120), quantity, unit })),
    },
  });
}

/** The demo reply for one request: a conversion, a chat reply or a recipe, by the system prompt's task. */
export function demoReply(messages: { role: string; content: string }[]): string {
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  const user = [...messages].reverse().find((message) => message.role === "user")?.content ?? "";
  if (system.includes("Tarefa: converter unidade")) {
    const to = /para (.+)\.$/.exec(user)?.[1] ?? "g";
    const amount = Number(/Converta ([\d.]+)/.exec(user)?.[1] ?? 1);
    const from = unitNames.find(([written]) => user.includes(` ${written} de `))?.[1] ?? "g";
    // Density 1 (water); a unit is 100 g: a demonstration, marked as such.
    const grams: Record<string, number> = {
      g: 1,
      kg: 1000,
      ml: 1,
      l: 1000,
      xícara: 240,
      "colher de sopa": 15,
      "colher de chá": 5,
      pitada: 0.5,
      unidade: 100,
    };
    const quantity = (amount * (grams[from] ?? 1)) / (grams[to] ?? 1);
    return JSON.stringify({ quantity: Math.min(100_000, Math.max(0.01, Math.round(quantity * 100) / 100)), unit: to });
  }
  if (system.includes("Tarefa: conversar sobre receita")) return demoChat(user);
  return demoRecipe(user);
}

function shape(reply: string, failure: FailureMode | null): string {
  switch (failure) {
    case "sem-json":
      return "Desculpe, hoje não consigo escrever essa receita.";
    case "json-em-texto":
      return `Claro! Aqui está:\n${reply}\nBom apetite!`;
    case "formato-errado":
      return JSON.stringify({ resposta: "ok" });
    default:
      return reply;
  }
}

const failureModes = [
  "500",
  "429",
  "timeout",
  "sem-json",
  "json-em-texto",
  "truncada",
  "formato-errado",
] as const satisfies readonly FailureMode[];

/** What a chat-completions call may carry: anything else is a 400, as OpenAI answers. */
const completionRequest = z.object({
  model: z.string().max(200).optional(),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().positive().optional(),
  stream: z.boolean().optional(),
  messages: z
    .array(z.object({ role: z.string().max(40), content: z.string().max(200_000) }))
    .min(1)
    .max(100),
});

const controlRequest = z
  .object({
    quando: z.string().max(500).optional(),
    failure: z.enum(failureModes).nullable().optional(),
    failureTimes: z.number().int().min(0).nullable().optional(),
    fixedReply: z.string().max(200_000).nullable().optional(),
    fixedReplyTimes: z.number().int().min(0).nullable().optional(),
    delayMs: z.number().int().min(0).max(600_000).optional(),
    tokensPerSecond: z.number().positive().max(1_000_000).optional(),
  })
  .strict();

function invalidRequest(res: express.Response, message: string) {
  res.status(400).json({ error: { message, type: "invalid_request_error", param: null, code: null } });
}

export function createLocalModel(options: { controls?: boolean } = { controls: true }): express.Router {
  let control = defaults();
  /**
   * Controls scoped to requests whose prompt contains a given text ("quando"), so tests
   * running side by side each steer only their own calls.
   */
  const scoped = new Map<string, Control>();
  const received: ReceivedRequest[] = [];
  const globalControl = () => control;
  const router = express.Router();
  router.use(express.json({ limit: "1mb" }));
  const promptText = (request: ReceivedRequest) => request.messages.map((message) => message.content).join("\n");

  // The controls change the model for everyone and the log holds every cook's prompts:
  // only for tests that ask for them, and only for a client on this machine.
  if (options.controls) {
    router.use(["/controle", "/requisicoes"], (req, res, next) => {
      if (isLoopbackAddress(req.ip)) return next();
      res.status(403).type("text/plain; charset=utf-8").send("Controles do modelo local: só para este computador.");
    });
    router.post("/controle", (req, res) => {
      const parsed = controlRequest.safeParse(req.body);
      if (!parsed.success) return invalidRequest(res, `Controle inválido: ${z.prettifyError(parsed.error)}`);
      const { quando, ...given } = parsed.data;
      const settings = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<Control>;
      if (typeof quando === "string" && quando) {
        scoped.set(quando, { ...defaults(), ...settings });
        return res.json(scoped.get(quando));
      }
      control = { ...defaults(), ...settings };
      scoped.clear();
      received.length = 0;
      res.json(control);
    });
    router.get("/requisicoes", (req, res) => {
      const containing = typeof req.query.contendo === "string" ? req.query.contendo : "";
      res.json(containing ? received.filter((request) => promptText(request).includes(containing)) : received);
    });
  }

  router.get("/v1/models", (_req, res) => {
    res.json({ object: "list", data: [{ id: "chef-ia-demonstracao", object: "model", owned_by: "chef-ia" }] });
  });

  router.post("/v1/chat/completions", async (req, res) => {
    const parsed = completionRequest.safeParse(req.body);
    if (!parsed.success) return invalidRequest(res, `Pedido inválido: ${z.prettifyError(parsed.error)}`);
    const body = parsed.data;
    const messages = body.messages;
    const request: ReceivedRequest = {
      model: String(body.model ?? ""),
      temperature: body.temperature,
      max_tokens: body.max_tokens,
      stream: body.stream === true,
      messages,
    };
    // The prompts are kept only for the tests that read them: otherwise nobody's are held.
    if (options.controls) {
      received.push(request);
      if (received.length > 1000) received.shift();
    }
    const text = promptText(request);
    const control = [...scoped].find(([when]) => text.includes(when))?.[1] ?? globalControl();
    const failure = control.failure && (control.failureTimes === null || control.failureTimes > 0) ? control.failure : null;
    if (failure && control.failureTimes !== null) control.failureTimes -= 1;
    if (control.delayMs > 0) await sleep(control.delayMs);

    if (failure === "500") return res.status(500).json({ error: { message: "falha simulada", type: "server_error" } });
    if (failure === "429")
      return res
        .status(429)
        .set("retry-after-ms", "10")
        .json({ error: { message: "limite simulado", type: "rate_limit" } });
    if (failure === "timeout") return; // never answers: the client's timeout must end it

    const fixed =
      control.fixedReply !== null && (control.fixedReplyTimes === null || control.fixedReplyTimes > 0) ? control.fixedReply : null;
    if (fixed !== null && control.fixedReplyTimes !== null) control.fixedReplyTimes -= 1;
    const content = shape(fixed ?? demoReply(messages), failure);
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? "chef-ia-demonstracao";
    if (!body.stream) {
      const text = failure === "truncada" ? content.slice(0, Math.floor(content.length / 2)) : content;
      return res.json({
        id,
        object: "chat.completion",
        created,
        model,
        choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: failure === "truncada" ? "length" : "stop" }],
        usage: { prompt_tokens: 0, completion_tokens: Math.ceil(text.length / 4), total_tokens: Math.ceil(text.length / 4) },
      });
    }
    // no-transform: the compression middleware must not hold the stream back.
    res.status(200).set({ "Content-Type": "text/event-stream", "Cache-Control": "no-cache, no-transform", Connection: "keep-alive" });
    res.flushHeaders();
    const chunk = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    chunk({ role: "assistant", content: "" });
    const tokens = content.match(/.{1,4}/gsu) ?? [];
    const stopAt = failure === "truncada" ? Math.floor(tokens.length / 2) : tokens.length;
    for (let index = 0; index < stopAt; index++) {
      if (res.destroyed) return;
      chunk({ content: tokens[index] });
      await sleep(1000 / control.tokensPerSecond);
    }
    if (failure === "truncada") return res.destroy(); // the connection drops mid-reply
    chunk({}, "stop");
    res.end("data: [DONE]\n\n");
  });
  return router;
}
