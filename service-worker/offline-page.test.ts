import { describe, expect, it } from "vitest";
import { offlinePage } from "./offline-page";

describe("the offline page", () => {
  it("says why, offers what was kept, and carries no script", () => {
    const html = offlinePage({
      reason: "geladeira",
      stylesheet: "/assets/app-x.css",
      recipes: [{ href: "/receitas/bolo", title: "Bolo de cenoura &amp; chocolate" }],
      pages: new Set(["/compras", "/cardapio"]),
      retry: "/geladeira",
    });
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain("A Minha Geladeira precisa de internet");
    expect(html).toContain('href="/compras"');
    expect(html).toContain('href="/cardapio"');
    expect(html).not.toContain('href="/favoritos"');
    expect(html).toContain("Bolo de cenoura &amp; chocolate");
    expect(html).toContain('href="/geladeira">Tentar de novo');
    expect(html).not.toMatch(/<script/i);
  });

  it("with nothing kept, says how to keep things", () => {
    const html = offlinePage({ reason: "outra", stylesheet: null, recipes: [], pages: new Set(), retry: '/x?"a"' });
    expect(html).toContain("Nada foi guardado neste aparelho ainda.");
    expect(html).toContain('href="/x?&quot;a&quot;"');
    expect(html).not.toContain("<link");
  });
});
