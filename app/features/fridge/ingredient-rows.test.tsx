// @vitest-environment happy-dom
/**
 * The fridge's ingredient fields when the page's code arrives after the cook has typed:
 * hydrated from the server's HTML, the rows take what is in the fields.
 */
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IngredientRows, type IngredientRow } from "./ingredient-rows";

function Form({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState<IngredientRow[]>(initial.map((value, key) => ({ key, value })));
  return (
    <>
      <IngredientRows rows={rows} setRows={setRows} newRow={() => ({ key: rows.length, value: "" })} error={null} />
      <output>{JSON.stringify(rows.map((row) => row.value))}</output>
    </>
  );
}

describe("IngredientRows before and after the page's code", () => {
  it.each([
    { server: [""], typed: ["tomate"], kept: ["tomate"] },
    { server: ["ovo", ""], typed: ["ovo", "queijo"], kept: ["ovo", "queijo"] },
    { server: ["ovo"], typed: ["ovos caipiras"], kept: ["ovos caipiras"] },
    { server: ["arroz"], typed: ["arroz"], kept: ["arroz"] },
  ])("typed $typed into $server before hydration: the rows hold $kept, and keep it on the next render", async ({ server, typed, kept }) => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form initial={server} />);
    document.body.append(container);
    container.querySelectorAll("input").forEach((input, index) => (input.value = typed[index]!));
    await act(async () => {
      hydrateRoot(container, <Form initial={server} />);
    });
    expect(screen.getByRole("status").textContent).toBe(JSON.stringify(kept));
    await userEvent.click(screen.getByRole("button", { name: "Adicionar ingrediente" }));
    expect(screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value)).toEqual([...kept, ""]);
    container.remove();
  });
});
