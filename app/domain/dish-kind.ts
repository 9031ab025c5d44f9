/**
 * What a dish is served in, and in what shape, read from the recipe itself: the title
 * first (Brazilian dish names say a lot: "sopa", "bolo", "suco", "moqueca"), then the
 * category tag, then the ingredients (a litre of water makes a soup). Pure; the card's
 * alt text and the drawing both ask here, so they never disagree about the vessel.
 */
import { fold } from "~/domain/text";

export const dishKinds = ["prato", "tigela", "copo", "xicara", "caneca", "forma", "travessa", "panela", "tabua", "cuia"] as const;
export type DishKind = (typeof dishKinds)[number];

/**
 * The shape the food takes in its vessel: `mounds` of food on a plate, a `surface` seen
 * from above (a stew, a lasagna, a cake in its pan), a `drink`, `balls` (docinhos, pão de
 * queijo), a folded `disc` (tapioca, omelete), a `stack` (panquecas doces), a `dome` (pudim, cuscuz), `rolls`
 * (panqueca), `pieces` (pé de moleque, cocada), a `loaf`, a `bundle` (pamonha).
 */
export const dishForms = ["mounds", "surface", "drink", "balls", "disc", "stack", "dome", "rolls", "pieces", "loaf", "bundle"] as const;
export type DishForm = (typeof dishForms)[number];

export interface DishShape {
  kind: DishKind;
  form: DishForm;
  /** A clay pot (moqueca, bobó): the alt says "panela de barro". */
  clay?: boolean;
  /** Served hot: steam rises from it. */
  hot?: boolean;
}

export interface DishInput {
  title: string;
  tags: readonly string[];
  ingredients?: readonly { name: string; quantity: number; unit: string }[];
}

type Rule = readonly [pattern: RegExp, shape: DishShape];

const hotDrink = { form: "drink", hot: true } as const;

/** Ordered: the first pattern that matches the folded title decides. */
const titleRules: readonly Rule[] = [
  [/\bchimarrao\b/, { kind: "cuia", ...hotDrink }],
  [/\bterere\b/, { kind: "cuia", form: "drink" }],
  // Cold coffee and tea, and what is blended, go in a glass.
  [/\b(mate|cha|cafe|latte)\b.*\bgelad[oa]\b|\bfrappe\b|\bvitamina\b|\bbatid[oa]\b|\bgeladinho\b/, { kind: "copo", form: "drink" }],
  [
    /\bchocolate quente\b|\bquentao\b|\bvinho quente\b|\bcappuccino\b|\bcapuccino\b|\bleite (quente|morno|dourado)\b|\bgemada\b|\bquente com leite\b|\bcocido\b/,
    { kind: "caneca", ...hotDrink },
  ],
  [/^(cafe|cha|infusao|pingado|expresso)\b(?! da manha)/, { kind: "xicara", ...hotDrink }],
  [
    /^suco\b|\blimonada\b|\bcaipirinha\b|^agua\b|\brefresco\b|\bsmoothie\b|\bmilk ?shake\b|\bbatida\b|\bgarapa\b|\bcaldo de cana\b|\bdrinque\b|\bsoda\b|\bkombucha\b/,
    { kind: "copo", form: "drink" },
  ],
  // Cakes and puddings before what flavours them ("bolo de açaí", "torta de morango com creme").
  [/\bbolo de rolo\b|\brocambole\b/, { kind: "prato", form: "rolls" }],
  [/\bpudim\b|\bflan\b|\bmanjar\b|\bgelatina\b|\bbrigadeirao\b|\bpetit gateau\b/, { kind: "prato", form: "dome" }],
  [/\bbolo\b|\btorta\b|\bcuca\b|\bempadao\b|\bcheesecake\b|\bbroa\b|\bquiche\b|\bpizza\b|\bbanoffee\b/, { kind: "forma", form: "surface" }],
  [
    /\bsanduiches?\b|\bsanduba\b|\bbeirute\b|\bxis\b|\bx-|\bburger\b|\bstrudel\b|\broscas?\b|^pa(o|es)\b(?! de (queijo|mel)\b)/,
    { kind: "tabua", form: "loaf" },
  ],
  [/\bbiscoitos?\b|\bbolachas?\b|\bsequilhos?\b|\brosquinhas?\b/, { kind: "tabua", form: "balls" }],
  [/^(sopa|sopao|caldo|caldinho|canja)\b/, { kind: "tigela", form: "surface", hot: true }],
  [/\barroz.doce\b|\bde colher\b/, { kind: "tigela", form: "surface" }],
  [/\bacai\b|\bcupuacu na tigela\b|\bbowl\b/, { kind: "tigela", form: "surface" }],
  [
    /\bfeijao tropeiro\b|\bvirado\b|\bmacarrao\b|\bespaguete\b|\btalharim\b|\bnhoque\b|\bpenne\b|\bfettuccine\b|\btortei\b|\brondelli\b|\bcapeletti\b|\bpierogi\b|^massa\b/,
    { kind: "prato", form: "mounds" },
  ],
  [/^doce de (?!leite em tablete)|\bcompota\b|\bem calda\b/, { kind: "tigela", form: "surface" }],
  [/\bpanquecas? (de banana|americanas?|doces?|de aveia)\b|\bwaffles?\b/, { kind: "prato", form: "stack" }],
  [/\bmoqueca\b|\bbobo\b|\bcaldeirada\b|\bpeixada\b/, { kind: "panela", form: "surface", clay: true, hot: true }],
  [
    /\bfeijoada\b|\bvaca atolada\b|\bde panela\b|\bgalinhada\b|\bensopad[oa]\b|\bguisad[oa]\b|\bcozid[oa]\b|\bbaiao de dois\b|\bcarreteiro\b|\bcom quiabo\b|\bdobradinha\b|\bsarapatel\b|\bbuchada\b|\bpicadinho\b|\brabada\b|\bmocoto\b|\bpirao\b|\brisoto\b|\bpaella\b|\bvatapa\b|\btucupi\b|\bmanicoba\b|\bbarreado\b|\bgalinha caipira\b|\bxinxim\b|\bmolho pardo\b|\bcaruru\b|\bcom pequi\b|\bde pequi\b|\bcurry\b|\bafogado\b|\bpuchero\b|\blocro\b|\bfondue\b/,
    { kind: "panela", form: "surface", hot: true },
  ],
  [
    /\bsopa\b|\bsopao\b|\bcaldo\b|\bcaldinho\b|\bcanja\b|\bcreme de\b|\btacaca\b|\bconsome\b|\bminestrone\b|\bborsch\b|\bescaldado\b|\b[mj]u[jx]ica\b|\bmojica\b|\bdhal\b/,
    { kind: "tigela", form: "surface", hot: true },
  ],
  [
    /\bsalada\b|\bmingau\b|\bcanjica\b|\bmungun?za\b|\barroz-doce\b|\barroz doce\b|\bcurau\b|\bmousse\b|\bsorvete\b|\bgranola\b|\biogurte\b|\bpave\b|\bcreme\b|\bpure\b|\bvinagrete\b|\bfeijao\b|\bsagu\b|\bambrosia\b|^pastas? de\b|\bpate\b|\bhomus\b|^geleia\b|\bchimia\b|^requeijao\b|^manteiga\b|\bbaba de moca\b|^maionese\b|\bchantil+y?\b/,
    { kind: "tigela", form: "surface" },
  ],
  [
    /\blasanha\b|\bescondidinho\b|\bparmegiana\b|\bgratinad[oa]\b|\bassad[oa]\b|\bfricasse\b|\bmaminha\b|\bpernil\b|\bsufle\b|\brechead[oa]\b|\bbacalhoada\b|\bmacarronada\b|\bde forno\b|\bna moranga\b|\bna telha\b|\b[an]o forno\b|\bcrumble\b|\bratatouille\b|\bdelicia de\b|\bsurpresa de\b/,
    { kind: "travessa", form: "surface" },
  ],
  [/\bcuscuz\b/, { kind: "prato", form: "dome" }],
  [/\bpanqueca\b|\benrolad[oa]\b|\bcanelone\b/, { kind: "prato", form: "rolls" }],
  [/\bpamonha\b/, { kind: "prato", form: "bundle" }],
  [
    /\bquindim\b|\bbrigadeiro\b|\bbeijinho\b|\bcajuzinho\b|\bdocinhos?\b|\bolho de sogra\b|\bbombom\b|\btrufa\b|\bbem.casados?\b|\bcasadinhos?\b|\bcamafeus?\b|\bqueijadinhas?\b|\bbom.bocados?\b|\bpapo de anjo\b|\bbalas?\b|\bdo amor\b|\bpao de mel\b/,
    { kind: "prato", form: "balls" },
  ],
  [
    /\bpao de queijo\b|\bcoxinha\b|\bbolinh[oa]s?\b|\bacaraje\b|\bpastel\b|\bpasteis\b|\bempadas?\b|\bempadinhas?\b|\bsalgadinhos?\b|\bpetiscos?\b|\bquibes?\b|\bkibes?\b|\bsonhos?\b|\bchurros\b|\bcookies?\b|\bcroquetes?\b|\bchipas?\b|\bbroinhas?\b|\btarecos?\b|\bsaltenhas?\b|^empanadas?\b|\bcalzones?\b/,
    { kind: "tabua", form: "balls" },
  ],
  [
    /\bpe de moleque\b|\bcocada\b|\brapadura\b|\bdoce de leite em tablete\b|\bmarmelada\b|\bgoiabada\b|\bpacoca\b(?! de (charque|carne|pinhao))|\bbarrinhas?\b|\bbrownie\b|\bpalha italiana\b|\bbananada\b|\bcrocante de\b/,
    { kind: "tabua", form: "pieces" },
  ],
  [
    /\bpao\b|\bpaes\b|\bsanduiche\b|\bsanduba\b|\blanche\b|\bbruschetta\b|\btorrada\b|\bmisto\b|\bbauru\b|\bx-|\bcachorro-quente\b|\bhamburguer\b|\besfihas?\b|\besfirras?\b|\bpaozinho\b|\bbisnaguinhas?\b/,
    { kind: "tabua", form: "loaf" },
  ],
  [/\btapioca\b|\bcrepioca\b|\bomelete\b|\bcrepe\b|\bbeiju\b|\bfritada\b/, { kind: "prato", form: "disc" }],
  // Late: "cuca com farofa" is a cake.
  [/\bfarofa\b|\bsalpicao\b|\bpacoca de\b/, { kind: "tigela", form: "surface" }],
  // Everyday plates: named, so a card can say "no prato".
  [
    /\bbife\b|\bfile\b|\bfrit[oa]s?\b|\bmarmita\b|\bovos?\b|\b(e|str)ogono(f|ff|fe)\b|\bestrogonofe\b|\barroz\b|\bmilanesa\b|\bacebolad[oa]\b|\bgrelhad[oa]\b|\bpicanha\b|\bchurrasco\b|\bespetinhos?\b|\bcostel(a|inhas?)\b|\btorresmo\b|\bpf\b|\bprato feito\b|\bcarne moida\b|\bpolenta\b/,
    { kind: "prato", form: "mounds" },
  ],
];

/** The category's vessel when the title says nothing. */
const categoryShapes: Record<string, DishShape> = {
  Bebidas: { kind: "copo", form: "drink" },
  Sobremesas: { kind: "prato", form: "mounds" },
  "Café da Manhã": { kind: "prato", form: "mounds" },
  Almoço: { kind: "prato", form: "mounds" },
  Jantar: { kind: "prato", form: "mounds" },
};

const liquidUnits: Record<string, number> = { ml: 1, l: 1000, xícara: 240 };

/** Millilitres of water or broth in the recipe: a litre or more is a soup or a stew. */
function brothMillilitres(ingredients: DishInput["ingredients"]): number {
  let total = 0;
  for (const ingredient of ingredients ?? []) {
    const name = fold(ingredient.name);
    if (!/^(agua|caldo)\b/.test(name)) continue;
    total += ingredient.quantity * (liquidUnits[ingredient.unit] ?? 0);
  }
  return total;
}

export interface DishVerdict extends DishShape {
  /**
   * What decided it. A card has no ingredients: it names the vessel unless the verdict
   * is the `fallback`, which the ingredients could have changed.
   */
  decidedBy: "title" | "category" | "ingredients" | "fallback";
}

/** The vessel and shape of a dish: by its title, else a drink's category, else its ingredients, else its category. */
export function dishShape(recipe: DishInput): DishVerdict {
  const title = fold(recipe.title);
  // What the catalogue files as a drink is drunk: "Creme Gelado de Pequi" is no stew.
  const drink = recipe.tags.includes("Bebidas");
  for (const [pattern, shape] of titleRules)
    if ((!drink || shape.form === "drink") && pattern.test(title)) return { ...shape, decidedBy: "title" };
  const category = recipe.tags.map((tag) => categoryShapes[tag]).find(Boolean);
  if (category?.kind === "copo") return { ...category, decidedBy: "category" };
  // Ingredients speak only where title and category leave the dish on a plate.
  if (brothMillilitres(recipe.ingredients) >= 1000) return { kind: "tigela", form: "surface", hot: true, decidedBy: "ingredients" };
  return { ...(category ?? { kind: "prato", form: "mounds" }), decidedBy: "fallback" };
}
