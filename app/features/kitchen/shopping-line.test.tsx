// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ListChange, ShownItem } from "./pending-changes";
import { ShoppingLine } from "./shopping-line";

const line = (over: Partial<ShownItem> = {}): ShownItem => ({
  id: "l1",
  text: "2 kg de batata",
  checked: false,
  source: "manual",
  section: "hortifruti",
  note: null,
  recipes: [],
  foodKey: null,
  atHome: false,
  pending: false,
  ...over,
});

/** One line in the list, as the page draws it, with /compras answering "Tenho em casa". */
function renderLine(item: ShownItem, waiting = false) {
  const onChange = vi.fn<(change: ListChange) => void>();
  const posted = vi.fn<(fields: Record<string, string>) => void>();
  const Stub = createRoutesStub([
    {
      path: "/compras",
      Component: () => (
        <ul>
          <ShoppingLine item={item} waiting={waiting} onChange={onChange} />
        </ul>
      ),
      action: async ({ request }) => {
        posted(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        return { ok: true, intent: "em-casa" };
      },
    },
  ]);
  render(<Stub initialEntries={["/compras"]} />);
  return { onChange, posted };
}

describe("ShoppingLine", () => {
  it.each([
    { checked: false, op: { op: "marcar", checked: true } },
    { checked: true, op: { op: "marcar", checked: false } },
  ])("ticked $checked: a tap queues the opposite tick", async ({ checked, op }) => {
    const { onChange } = renderLine(line({ checked }));
    const box = screen.getByRole("checkbox", { name: "2 kg de batata" });
    expect(box).toHaveProperty("checked", checked);
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: "l1", ...op, at: expect.any(Number) }));
  });

  it("'Remover' queues the line's removal, named after the line", async () => {
    const { onChange } = renderLine(line());
    await userEvent.click(screen.getByRole("button", { name: "Remover 2 kg de batata" }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: "l1", op: "remover" }));
  });

  it.each([
    { pending: true, waiting: true, says: true },
    { pending: true, waiting: false, says: false },
    { pending: false, waiting: true, says: false },
  ])("a change pending $pending with no signal $waiting: 'aguardando conexão' shown $says", ({ pending, waiting, says }) => {
    renderLine(line({ pending }), waiting);
    expect(screen.queryByText("aguardando conexão") !== null).toBe(says);
  });

  it("a plan line says for how many recipes, and names them when opened", async () => {
    renderLine(line({ source: "cardapio", recipes: ["Escondidinho", "Purê de batata"], note: "compra 2 kg; usa 1,6 kg" }));
    expect(screen.getByText("Para 2 receitas")).toBeInTheDocument();
    expect(screen.queryByText("Escondidinho")).not.toBeVisible();
    await userEvent.click(screen.getByText("Para 2 receitas"));
    expect(screen.getByText("Escondidinho")).toBeVisible();
    expect(screen.getByText(/compra 2 kg; usa 1,6 kg/)).toBeInTheDocument();
  });

  it.each([
    { atHome: false, name: "Tenho em casa: 2 kg de batata", has: "true" },
    { atHome: true, name: "Não tenho: 2 kg de batata", has: "false" },
  ])("a plan line's food at home $atHome: '$name' sends has=$has", async ({ atHome, name, has }) => {
    const { posted } = renderLine(line({ source: "cardapio", recipes: ["Purê de batata"], foodKey: "batata", atHome }));
    await userEvent.click(screen.getByText("Para 1 receita"));
    await userEvent.click(screen.getByRole("button", { name }));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledWith({ intent: "em-casa", foodKey: "batata", name: "2 kg de batata", has }));
  });

  it("a line the cook typed has no 'Tenho em casa'", () => {
    renderLine(line());
    expect(screen.queryByRole("button", { name: /Tenho em casa/ })).toBeNull();
  });
});
