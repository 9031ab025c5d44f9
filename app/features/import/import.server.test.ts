/**
 * Importing a recipe on the real database (PGlite and PostgreSQL), from the fixture
 * sites served on a loopback port (tests/support/recipe-sites.ts) and read by the
 * scripted local model over the OpenAI wire format: what the preview shows, what is
 * saved, who may see it, and what it costs the cook's quota.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { modelUsage, recipePhotos, recipes } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { startLocalModel, type LocalModel } from "../../../tests/support/local-model";
import { startRecipeSites, type RecipeSites } from "../../../tests/support/recipe-sites";
import { parseEnv } from "~/config/env.server";
import { avoidancesOf } from "~/domain/restrictions";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { getRecipe } from "~/features/recipes/queries.server";
import * as t from "~/i18n/pt-br";
import { InFlightWork } from "~/lib/in-flight.server";
import { createSigner } from "~/lib/signing.server";
import { listMyRecipes } from "../my-recipes/my-recipes.server";
import {
  normaliseLink,
  readFromLink,
  readFromText,
  readOrigin,
  recheck,
  saveImport,
  signOrigin,
  type ImportPreview,
  type ImportServices,
  type ReadAnswer,
} from "./import.server";

/** What the preview must show for each fixture site (each file says which site it imitates). */
const sites = [
  {
    page: "tudo-gostoso",
    via: "json-ld",
    title: "Bolo de cenoura com cobertura de chocolate",
    servings: "12",
    prep: "20",
    cook: "40",
    lines: 10,
    first: "3 cenouras médias raladas",
    steps: 6,
    site: "TudoGostoso",
    author: "Marina Albuquerque",
  },
  {
    page: "panelinha",
    via: "json-ld",
    title: "Arroz de forno com frango",
    servings: "4",
    prep: "15",
    cook: "30",
    lines: 7,
    first: "3 xícaras (chá) de arroz cozido",
    steps: 4,
    site: "Panelinha",
    author: "Panelinha",
  },
  {
    page: "receitas-nestle",
    via: "json-ld",
    title: "Pudim de Leite MOÇA®",
    servings: "10",
    prep: "90",
    cook: "0",
    lines: 4,
    first: "1 xícara (chá) de açúcar",
    steps: 4,
    site: "Receitas Nestlé",
    author: undefined,
  },
  {
    page: "ana-maria-braga",
    via: "json-ld",
    title: "Feijoada completa",
    servings: "8",
    prep: "30",
    cook: "150",
    lines: 10,
    first: "1 kg de feijão preto",
    steps: 5,
    site: "Receitas Ana Maria Braga",
    author: "Ana Maria Braga",
  },
  {
    page: "cybercook",
    via: "json-ld",
    title: "Estrogonofe de frango",
    servings: "6",
    prep: "10",
    cook: "25",
    lines: 8,
    first: "600 g de peito de frango em cubos",
    steps: 4,
    site: "127.0.0.1",
    author: "Cozinha Cybercook",
  },
  {
    page: "guia-da-cozinha",
    via: "json-ld",
    title: "Pão de queijo mineiro – receita da fazenda",
    servings: "24",
    prep: "30",
    cook: "25",
    lines: 6,
    first: "500 g de polvilho azedo",
    steps: 4,
    site: "Guia da Cozinha",
    author: "Redação Guia da Cozinha",
  },
  {
    page: "wordpress-wprm",
    via: "json-ld",
    title: "Bolo de fubá cremoso – o da vó",
    servings: "8",
    prep: "15",
    cook: "50",
    lines: 7,
    first: "4 xícaras (chá) leite",
    steps: 4,
    site: "127.0.0.1",
    author: "Lurdes Ferreira",
  },
  {
    page: "blogger-microdata",
    via: "microdata",
    title: "Canjica cremosa de festa junina",
    servings: "6",
    prep: "15",
    cook: "60",
    lines: 6,
    first: "500 g de milho para canjica",
    steps: 4,
    site: "Cantinho da Tia Nena",
    author: "Tia Nena",
  },
] as const;

let model: LocalModel;
let recipeSites: RecipeSites;
beforeAll(async () => {
  [model, recipeSites] = await Promise.all([startLocalModel(), startRecipeSites()]);
});
afterAll(async () => {
  await Promise.all([model.close(), recipeSites.close()]);
});

const preview = (answer: ReadAnswer): ImportPreview => {
  if (answer.kind !== "preview") throw new Error(`esperava uma prévia: ${JSON.stringify(answer)}`);
  return answer.preview;
};

describe.each(engines())("importing a recipe on $name", (engine) => {
  let database: Database;
  let db: Db;
  let n = 0;
  const signer = createSigner("segredo-de-teste-".repeat(3));
  const work = new InFlightWork();
  const servicesFor = async (options: { restrictions?: string[]; daily?: number } = {}): Promise<ImportServices> => {
    const { user } = await findOrCreateUser(db, {
      issuer: "https://idp.test",
      subject: `importa-${++n}`,
      name: `Cozinheira ${n}`,
      email: "",
    });
    const profile = { restrictions: options.restrictions ?? [], preferences: [] };
    return {
      db,
      env: parseEnv({
        PUBLIC_URL: "http://127.0.0.1:3999",
        IMPORT_TEST_PORT: String(recipeSites.port),
        AI_DAILY_IMPORTS: String(options.daily ?? 50),
        AI_HOURLY_PER_IP: "1000",
      }),
      model: model.gateway,
      demoModel: true,
      work,
      signer,
      cook: { id: user.id, quotaIdentity: user.id, avoid: avoidancesOf(profile) },
      ip: `10.9.0.${n}`,
      signal: new AbortController().signal,
    };
  };
  const usage = async (userId: string) =>
    db
      .select()
      .from(modelUsage)
      .where(and(eq(modelUsage.userId, userId), eq(modelUsage.kind, "importar")));

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
  });
  afterAll(() => database.close());

  it.each(sites)("reads $page's structured data into the preview", async (site) => {
    const services = await servicesFor();
    const shown = preview(await readFromLink(services, recipeSites.page(site.page)));
    expect(shown.origin).toMatchObject({ via: site.via, demo: false, source: { url: recipeSites.page(site.page), site: site.site } });
    expect(shown.origin.source?.author).toBe(site.author);
    expect(shown.form).toMatchObject({ title: site.title, servings: site.servings, prepTime: site.prep, cookTime: site.cook });
    expect(shown.form.ingredients).toHaveLength(site.lines);
    expect(shown.form.ingredients[0]).toBe(site.first);
    expect(shown.form.steps).toHaveLength(site.steps);
    expect(shown.problems).toBeNull();
    expect(shown.check.coverage).toBeGreaterThan(0);
    // One import of the cook's day, kept: it brought a preview.
    expect((await usage(services.cook.id)).map((row) => row.returnedAt)).toEqual([null]);
  });

  it("warns a lactose-restricted cook, saves the edited recipe as theirs alone, with its source and photo", async () => {
    const services = await servicesFor({ restrictions: ["lactose"] });
    const link = recipeSites.page("tudo-gostoso");
    const shown = preview(await readFromLink(services, `${link}?utm_source=whatsapp#modo-de-preparo`));
    expect(shown.check.warning?.broken).toEqual(["lactose"]);
    expect(shown.check.warning?.ingredients.map((ingredient) => ingredient.name)).toContain("leite");

    // The cook swaps the milk for a plant one: checked again, the warning is gone.
    const edited = {
      ...shown.form,
      ingredients: shown.form.ingredients.map((line) => line.replace("de leite", "de bebida vegetal de aveia")),
    };
    expect(recheck(services, edited, shown.origin).check.warning?.ingredients.map((ingredient) => ingredient.name) ?? []).not.toContain(
      "leite",
    );

    const saved = await saveImport(services, edited, shown.originToken);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const [row] = await db.select().from(recipes).where(eq(recipes.id, saved.id));
    expect(row).toMatchObject({
      origin: "imported",
      authorId: services.cook.id,
      listed: false,
      demo: false,
      title: "Bolo de cenoura com cobertura de chocolate",
      servings: 12,
      sourceUrl: link,
      sourceSite: "TudoGostoso",
      sourceAuthor: "Marina Albuquerque",
    });
    expect(row!.ingredients.map((ingredient) => ingredient.name)).toContain("bebida vegetal de aveia");
    expect(row!.nutritionalInfo?.source).toBe("taco");
    // The page's image, fetched safely and kept as WebP at every width; never hot-linked.
    expect(row!.photoVersion).toMatch(/^[\w-]+$/);
    expect(
      (await db.select({ width: recipePhotos.width }).from(recipePhotos).where(eq(recipePhotos.recipeId, saved.id))).length,
    ).toBeGreaterThan(0);
    expect(recipeSites.requests.some((path) => path.startsWith("/fotos/"))).toBe(true);

    // Theirs alone: another cook and a visitor are told it does not exist.
    const other = await servicesFor();
    expect(await getRecipe(db, saved.id, services.cook.id)).toMatchObject({
      origin: "imported",
      source: { site: "TudoGostoso", url: link },
    });
    expect(await getRecipe(db, saved.id, other.cook.id)).toBeNull();
    expect(await getRecipe(db, saved.id, null)).toBeNull();
    expect((await listMyRecipes(db, services.cook.id)).recipes).toEqual([
      expect.objectContaining({ id: saved.id, kind: "importada", site: "TudoGostoso" }),
    ]);

    // The same link again (tracking and fragment aside) offers the saved copy, without a fetch or a quota.
    const before = (await usage(services.cook.id)).length;
    expect(await readFromLink(services, link)).toEqual({ kind: "saved", recipe: { id: saved.id, title: row!.title }, link });
    expect(await usage(services.cook.id)).toHaveLength(before);
    expect((await readFromLink(services, link, { again: true })).kind).toBe("preview");
  });

  it("comes back with what to fix, saving nothing, when a line cannot be read", async () => {
    const services = await servicesFor();
    const shown = preview(await readFromLink(services, recipeSites.page("panelinha")));
    const answer = await saveImport(
      services,
      { ...shown.form, servings: "", ingredients: [...shown.form.ingredients, "3 xícaras"] },
      shown.originToken,
    );
    expect(answer).toMatchObject({
      ok: false,
      preview: {
        problems: {
          fields: { servings: t.recipeImport.form.servingsInvalid(200) },
          lines: { 7: t.recipeImport.form.lineUnreadable("3 xícaras") },
        },
      },
    });
    expect(await db.select().from(recipes).where(eq(recipes.authorId, services.cook.id))).toEqual([]);
  });

  it("refuses an origin signed for another cook, or changed, saving nothing", async () => {
    const ana = await servicesFor();
    const bia = await servicesFor();
    const shown = preview(await readFromLink(ana, recipeSites.page("panelinha")));
    const claimed = signOrigin(signer, ana.cook.id, { ...shown.origin, source: { url: "https://panelinha.com.br/x", site: "Outro site" } });
    const forged = `${claimed.split(".")[0]}.${shown.originToken.split(".")[1]}`;
    for (const [services, token] of [
      [bia, shown.originToken],
      [ana, forged],
      [ana, "lixo"],
    ] as const) {
      expect(await saveImport(services, shown.form, token)).toEqual({
        ok: false,
        refusal: { status: 400, message: t.recipeImport.previewExpired },
      });
    }
    expect(readOrigin(signer, ana.cook.id, shown.originToken)).toEqual(shown.origin);
    expect(await db.select().from(recipes).where(eq(recipes.authorId, ana.cook.id))).toEqual([]);
  });

  it.each([
    ["an internal address", "http://10.0.0.7/receita", 422, t.recipeImport.fetchRefused.internalAddress],
    ["the metadata service", "http://169.254.169.254/latest/meta-data/", 422, t.recipeImport.fetchRefused.internalAddress],
    ["another loopback port", "http://127.0.0.1:9/receita.html", 422, t.recipeImport.fetchRefused.internalAddress],
    ["a file", "file:///etc/passwd", 422, t.recipeImport.fetchRefused.scheme],
    ["a missing page", "missing", 422, t.recipeImport.fetchRefused.httpStatus(404)],
    ["nothing", "   ", 400, t.recipeImport.linkMissing],
  ])("refuses %s in Portuguese, and gives the quota back", async (_what, link, status, message) => {
    const services = await servicesFor();
    const address = link === "missing" ? `${recipeSites.origin}/receitas/nao-existe.html` : link;
    expect(await readFromLink(services, address)).toEqual({ kind: "refused", refusal: { status, message } });
    for (const row of await usage(services.cook.id)) expect(row.returnedAt).not.toBeNull();
  });

  it("stops at the cook's daily limit, before fetching", async () => {
    const services = await servicesFor({ daily: 1 });
    preview(await readFromLink(services, recipeSites.page("panelinha")));
    const fetched = recipeSites.requests.length;
    expect(await readFromLink(services, recipeSites.page("cybercook"))).toMatchObject({
      kind: "refused",
      refusal: { status: 429, message: t.quota.importar },
    });
    expect(recipeSites.requests.length).toBe(fetched);
  });

  it("reads a page without structured data, and a pasted text, with the model, saying so", async () => {
    const services = await servicesFor();
    const page = preview(await readFromLink(services, recipeSites.page("no-structured-data")));
    expect(page.origin).toMatchObject({ via: "modelo-pagina", demo: true, source: { url: recipeSites.page("no-structured-data") } });
    expect(page.form.ingredients.length).toBeGreaterThan(2);
    const text = preview(
      await readFromText(
        services,
        "Bolo de caneca\n\nIngredientes:\n1 ovo\n4 colheres de sopa de leite\n3 colheres de sopa de açúcar\n4 colheres de sopa de farinha de trigo\n\nModo de preparo:\n1. Misture tudo na caneca.\n2. Leve ao micro-ondas por 3 minutos.",
      ),
    );
    expect(text.origin).toEqual({ via: "modelo-texto", demo: true, source: null });
    expect(text.form.title).toMatch(/bolo de caneca/i);
    expect(text.form.ingredients).toHaveLength(4);
  });
});

describe("normaliseLink", () => {
  it.each([
    ["tudogostoso.com.br/receita/1", "https://tudogostoso.com.br/receita/1"],
    ["  https://panelinha.com.br/receita/x#passo-2  ", "https://panelinha.com.br/receita/x"],
    ["https://a.com.br/r?id=7&utm_source=zap&fbclid=abc", "https://a.com.br/r?id=7"],
    ["HTTP://A.COM.BR/R", "http://a.com.br/R"],
    ["file:///etc/passwd", "file:///etc/passwd"],
    ["gopher://a.com/x", "gopher://a.com/x"],
    ["localhost:3000/x", "https://localhost:3000/x"],
  ])("%s → %s", (raw, expected) => {
    expect(normaliseLink(raw)).toBe(expected);
  });
});
