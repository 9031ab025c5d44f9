/**
 * Categories and diets: the URL slugs the spec links to, and the catalogue tag each
 * one lists. Every catalogue recipe carries exactly one category tag, first.
 */

export interface Collection {
  slug: string;
  tag: string;
  title: string;
  description: string;
}

export const categories = [
  {
    slug: "cafe-da-manha",
    tag: "Café da Manhã",
    title: "Receitas de Café da Manhã",
    description: "Pão de queijo, tapioca, cuscuz e outras ideias para começar bem o dia.",
  },
  {
    slug: "almoco",
    tag: "Almoço",
    title: "Receitas de Almoço",
    description: "Pratos completos do dia a dia e clássicos de domingo para reunir a família.",
  },
  {
    slug: "jantar",
    tag: "Jantar",
    title: "Receitas de Jantar",
    description: "Sopas, caldos e pratos práticos para fechar o dia sem complicação.",
  },
  {
    slug: "sobremesas",
    tag: "Sobremesas",
    title: "Receitas de Sobremesas",
    description: "Brigadeiro, pudim, bolos e doces brasileiros para adoçar qualquer ocasião.",
  },
  {
    slug: "bebidas",
    tag: "Bebidas",
    title: "Receitas de Bebidas",
    description: "Sucos, vitaminas, cafés e refrescos para todas as horas.",
  },
] as const satisfies readonly Collection[];

export const diets = [
  {
    slug: "vegetariano",
    tag: "Vegetariano",
    title: "Receitas Vegetarianas",
    description: "Receitas sem carne, frango, peixe ou frutos do mar, cheias de sabor.",
  },
  {
    slug: "vegano",
    tag: "Vegano",
    title: "Receitas Veganas",
    description: "Receitas sem nenhum ingrediente de origem animal.",
  },
  {
    slug: "sem-gluten",
    tag: "Sem Glúten",
    title: "Receitas Sem Glúten",
    description: "Receitas sem trigo, centeio, cevada e aveia comum.",
  },
  {
    slug: "sem-lactose",
    tag: "Sem Lactose",
    title: "Receitas Sem Lactose",
    description: "Receitas sem leite e derivados, para quem evita a lactose.",
  },
  {
    slug: "low-carb",
    tag: "Low Carb",
    title: "Receitas Low Carb",
    description: "Até 20 g de carboidrato por porção, sem açúcar, farinha, pão, batata, arroz, massa, milho nem grãos.",
  },
] as const satisfies readonly Collection[];

/**
 * Brazil's five regions: a catalogue recipe from a region's table carries its tag (at most
 * one). The count (60 recipes each) is kept in db/catalogue/counts.ts.
 */
export const regions = [
  { slug: "norte", tag: "Norte", title: "Receitas do Norte", description: "Tacacá, pato no tucupi, açaí e peixes de rio." },
  { slug: "nordeste", tag: "Nordeste", title: "Receitas do Nordeste", description: "Baião de dois, cuscuz, moqueca e doces de coco." },
  { slug: "centro-oeste", tag: "Centro-Oeste", title: "Receitas do Centro-Oeste", description: "Galinhada, arroz com pequi e pamonha." },
  {
    slug: "sudeste",
    tag: "Sudeste",
    title: "Receitas do Sudeste",
    description: "Feijão tropeiro, pão de queijo, virado e moqueca capixaba.",
  },
  { slug: "sul", tag: "Sul", title: "Receitas do Sul", description: "Arroz carreteiro, cuca, chimarrão e barreado." },
] as const satisfies readonly Collection[];

/**
 * The other tags a catalogue recipe may carry, besides its category, diets and region:
 * the gates (db/catalogue/gates/) refuse any tag outside these lists.
 */
export const otherTags = [
  "Brasileira",
  "Comida Afetiva",
  "Rápida",
  "Saudável",
  "Festa Junina",
  "Baiana",
  "Mineira",
  "Gaúcha",
  "Paulista",
  "Carioca",
  "Capixaba",
  "Paraense",
  "Amazônica",
  "Goiana",
  "Pantaneira",
  "Catarinense",
  "Paranaense",
  "Marmita",
  "Econômica",
  "Para Crianças",
  "Lanche",
  "Petisco",
  "Natal",
  "Páscoa",
  "Festa",
  "Fritadeira sem Óleo",
  "Forno",
  "Panela de Pressão",
  "Sem Forno",
  "Uma Panela Só",
] as const;

/**
 * The filter panel's groups (issue 22: one flat list of 48 chips was 2.5 phone screens),
 * each with one Portuguese label. A tag in no group is shown under "Outros".
 */
export const tagGroups: readonly { label: string; tags: readonly string[] }[] = [
  { label: "Refeição", tags: [...categories.map((category) => category.tag), "Lanche", "Petisco", "Marmita"] },
  { label: "Dieta", tags: [...diets.map((diet) => diet.tag), "Saudável"] },
  {
    label: "Região",
    tags: [
      ...regions.map((region) => region.tag),
      "Brasileira",
      "Amazônica",
      "Baiana",
      "Capixaba",
      "Carioca",
      "Catarinense",
      "Gaúcha",
      "Goiana",
      "Mineira",
      "Pantaneira",
      "Paraense",
      "Paranaense",
      "Paulista",
    ],
  },
  { label: "Preparo", tags: ["Rápida", "Uma Panela Só", "Forno", "Sem Forno", "Fritadeira sem Óleo", "Panela de Pressão", "Econômica"] },
  { label: "Ocasião", tags: ["Festa", "Festa Junina", "Natal", "Páscoa", "Para Crianças", "Comida Afetiva"] },
];

export type CategorySlug = (typeof categories)[number]["slug"];
export type DietSlug = (typeof diets)[number]["slug"];

export function findCategory(slug: string | undefined): Collection | undefined {
  return categories.find((category) => category.slug === slug);
}

export function findDiet(slug: string | undefined): Collection | undefined {
  return diets.find((diet) => diet.slug === slug);
}
