// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { EmptyState } from "./empty-state";
import { SearchInput } from "./search-input";
import { Section } from "./section";

describe("Section", () => {
  it("is a region a screen reader names by its heading", () => {
    render(
      <Section id="modo-de-preparo" title="Modo de preparo">
        <p>Bata tudo no liquidificador.</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Modo de preparo" });
    expect(within(region).getByRole("heading", { level: 2, name: "Modo de preparo" })).toBeInTheDocument();
    expect(region).toHaveTextContent("Bata tudo no liquidificador.");
  });
});

describe("EmptyState", () => {
  it.each([
    { title: "Sua lista está vazia.", hint: "Adicione itens acima.", texts: ["Sua lista está vazia.", "Adicione itens acima."] },
    { title: "Nenhum favorito ainda.", hint: undefined, texts: ["Nenhum favorito ainda."] },
  ])("says $title and its hint, then the way on", ({ title, hint, texts }) => {
    const { container } = render(
      <EmptyState title={title} hint={hint}>
        <a href="/receitas">Explorar receitas</a>
      </EmptyState>,
    );
    expect(Array.from(container.querySelectorAll("p"), (p) => p.textContent)).toEqual(texts);
    expect(screen.getByRole("link", { name: "Explorar receitas" })).toHaveAttribute("href", "/receitas");
  });
});

describe("SearchInput", () => {
  it("is a search box named by its label, sends q and takes at most 100 characters", async () => {
    render(<SearchInput id="busca" label="Buscar receitas" placeholder="Ex.: bolo de cenoura" />);
    const box = screen.getByRole("searchbox", { name: "Buscar receitas" });
    expect(box).toHaveAttribute("name", "q");
    await userEvent.type(box, "a".repeat(120));
    expect(box).toHaveValue("a".repeat(100));
  });
});

describe("SignInPrompt", () => {
  it("ends its sentence with the way to sign in, back to this page", () => {
    const Stub = createRoutesStub([
      {
        path: "/receitas/bolo",
        Component: () => (
          <SignInPrompt text="Entre para converter unidades." signInHref="/entrar?voltar=%2Freceitas%2Fbolo" role="status" />
        ),
      },
    ]);
    render(<Stub initialEntries={["/receitas/bolo"]} />);
    expect(screen.getByRole("status")).toHaveTextContent("Entre para converter unidades. Entrar");
    expect(screen.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/entrar?voltar=%2Freceitas%2Fbolo");
  });
});
