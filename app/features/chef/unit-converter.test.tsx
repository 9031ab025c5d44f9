// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { units, type Unit } from "~/domain/recipe";
import { UnitConverter } from "./unit-converter";

type Answer = { ok: boolean; text?: string; basis?: string | null; signIn?: boolean; message?: string };

/** The converter on a page, with /api/converter answering `answer` and recording what it was sent. */
function renderConverter({ unit = "xícara" as Unit, answer = { ok: true } as Answer, signInHref = null as string | null } = {}) {
  const sent = vi.fn<(fields: Record<string, string>) => void>();
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ToastProvider>
          <UnitConverter
            recipeId="bolo"
            ingredientId="i1"
            ingredientName="farinha de trigo"
            unit={unit}
            servings={8}
            signInHref={signInHref}
          />
        </ToastProvider>
      ),
    },
    {
      path: "/api/converter",
      action: async ({ request }) => {
        sent(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { sent };
}

const open = () => userEvent.click(screen.getByRole("button", { name: "Converter unidade: farinha de trigo" }));

describe("UnitConverter", () => {
  it("opens a list of units to convert to, never pinches", async () => {
    renderConverter();
    const toggle = screen.getByRole("button", { name: "Converter unidade: farinha de trigo" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await open();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const offered = screen.getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value);
    expect(offered).toEqual(units.filter((unit) => unit !== "pitada"));
  });

  it.each(units.filter((unit) => unit !== "pitada").map((chosen) => ({ chosen, disabled: chosen === "xícara" })))(
    "Converter is disabled when the chosen unit equals the current one (xícara → $chosen: disabled $disabled)",
    async ({ chosen, disabled }) => {
      renderConverter({ unit: "xícara" });
      await open();
      await userEvent.click(screen.getByRole("radio", { name: chosen }));
      const convert = screen.getByRole("button", { name: "Converter" });
      if (disabled) expect(convert).toBeDisabled();
      else expect(convert).toBeEnabled();
    },
  );

  it("sends the line, the servings and the unit, and shows the result in place", async () => {
    const { sent } = renderConverter({ answer: { ok: true, text: "240 g", basis: "1 xícara de farinha = 120 g" } });
    await open();
    await userEvent.click(screen.getByRole("radio", { name: "g" }));
    await userEvent.click(screen.getByRole("button", { name: "Converter" }));
    expect(await screen.findByRole("status")).toHaveTextContent("= 240 g (1 xícara de farinha = 120 g)");
    expect(sent).toHaveBeenCalledWith({ recipeId: "bolo", ingredientId: "i1", servings: "8", unit: "g" });
  });

  it("for a visitor, a conversion the table cannot answer says to sign in, with the way in", async () => {
    renderConverter({ answer: { ok: false, signIn: true }, signInHref: "/entrar?voltar=/receitas/bolo" });
    await open();
    await userEvent.click(screen.getByRole("radio", { name: "unidade" }));
    await userEvent.click(screen.getByRole("button", { name: "Converter" }));
    expect(await screen.findByRole("status")).toHaveTextContent("entre na sua conta");
    expect(screen.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/entrar?voltar=/receitas/bolo");
  });

  it("a failure is the spec's message, in an alert", async () => {
    renderConverter({ answer: { ok: false } });
    await open();
    await userEvent.click(screen.getByRole("radio", { name: "ml" }));
    await userEvent.click(screen.getByRole("button", { name: "Converter" }));
    expect(await screen.findByText("Erro ao converter unidade. Tente novamente.")).toBeInTheDocument();
  });
});
