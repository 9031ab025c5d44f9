import { describe, expect, it } from "vitest";
import { readRecipePage } from "./read-recipe-page";
import { jsonLd, page } from "./html-page.test-support";

describe("readRecipePage: shapes of schema.org Recipe", () => {
  it("keeps a line the parser cannot read as the ingredient's name, with no amount", () => {
    const read = readRecipePage(
      page(jsonLd({ "@type": "Recipe", name: "Arroz", recipeIngredient: ["2 xícaras", "3 ovos"], recipeInstructions: "Cozinhe." })),
      "https://exemplo.com.br/arroz",
    );
    expect(read.found && read.draft.ingredients).toEqual([
      { name: "2 xícaras", line: "2 xícaras" },
      { name: "ovo", quantity: 3, unit: "unidade", isOptional: false, line: "3 ovos" },
    ]);
  });

  it("reads a Recipe in a block after one that cannot be read at all, and drops heading lines among the ingredients", () => {
    const html = page(
      `<script type="application/ld+json">{{{ não é json</script>` +
        jsonLd({
          "@type": "schema:Recipe",
          name: "Cuscuz",
          recipeIngredient: "Massa:\n2 xícaras de flocão\n1 xícara de água",
          recipeInstructions: ["Hidrate o flocão.", "Cozinhe no vapor."],
        }),
    );
    const read = readRecipePage(html, "https://exemplo.com.br/cuscuz");
    expect(read.found && read.draft.ingredients.map((ingredient) => ingredient.line)).toEqual(["2 xícaras de flocão", "1 xícara de água"]);
    expect(read.found && read.draft.steps).toEqual(["Hidrate o flocão.", "Cozinhe no vapor."]);
  });

  it("a Recipe with neither ingredients nor steps is not a recipe: the page's microdata is read instead", () => {
    const html = page(
      jsonLd({ "@type": "Recipe", name: "Só o nome" }),
      `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Dona Cida</span></span>
       <h1 itemprop="name">Cuscuz paulista</h1><ul><li itemprop="recipeIngredient">2 xícaras de farinha de milho</li></ul>
       <p itemprop="recipeInstructions">Misture tudo e cozinhe.</p><img itemprop="image" src="data:image/png;base64,AAAA"></div>`,
    );
    const read = readRecipePage(html, "https://exemplo.com.br/cuscuz");
    if (!read.found) throw new Error("no recipe found");
    expect(read.via).toBe("microdata");
    // The nested Person's name is the author, not the recipe's title; a data: image is not an address.
    expect(read.draft.title).toBe("Cuscuz paulista");
    expect(read.source).toEqual({ url: "https://exemplo.com.br/cuscuz", site: "exemplo.com.br", author: "Dona Cida" });
  });

  it("names several authors, and reads a step that has only a name", () => {
    const read = readRecipePage(
      page(
        jsonLd({
          "@context": "https://schema.org",
          "@type": "Recipe",
          name: "Farofa",
          author: [{ "@type": "Person", name: "Ana" }, "Beto"],
          recipeIngredient: ["1 xícara de farinha de mandioca"],
          recipeInstructions: [{ "@type": "HowToStep", name: "Toste a farinha na manteiga." }],
        }),
      ),
      "https://exemplo.com.br/farofa",
    );
    expect(read.found && read.source.author).toBe("Ana, Beto");
    expect(read.found && read.draft.steps).toEqual(["Toste a farinha na manteiga."]);
  });
});
