// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Field, fieldClass } from "./field";

describe("Field", () => {
  it.each([
    { hint: undefined, error: undefined, description: "", invalid: false },
    { hint: "Até 500 caracteres.", error: undefined, description: "Até 500 caracteres.", invalid: false },
    { hint: undefined, error: "Escreva um comentário.", description: "Escreva um comentário.", invalid: true },
    {
      hint: "Até 500 caracteres.",
      error: "Escreva um comentário.",
      description: "Escreva um comentário. Até 500 caracteres.",
      invalid: true,
    },
  ])("hint $hint and error $error: described as '$description', invalid $invalid", ({ hint, error, description, invalid }) => {
    render(
      <Field label="Comentário" hint={hint} error={error}>
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const control = screen.getByRole("textbox", { name: "Comentário" });
    expect(control).toHaveAccessibleDescription(description);
    if (invalid) expect(control).toBeInvalid();
    else expect(control).not.toHaveAttribute("aria-invalid");
  });

  it("an error is announced as an alert", () => {
    render(
      <Field label="Nome" error="Diga seu nome.">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Diga seu nome.");
  });

  it("keeps an id it is given, and the hint's id follows it", () => {
    render(
      <Field id="pessoas" label="Pessoas em casa" hint="Para quantas pessoas você cozinha.">
        {(control) => <input type="number" {...control} />}
      </Field>,
    );
    const input = screen.getByRole("spinbutton", { name: "Pessoas em casa" });
    expect(input).toHaveAttribute("id", "pessoas");
    expect(input).toHaveAttribute("aria-describedby", "pessoas-dica");
  });

  it("adds a message shown elsewhere to what describes the control", () => {
    render(
      <>
        <p id="erro-geladeira">Escreva ao menos um ingrediente.</p>
        <Field label="Nome da receita" describedBy="erro-geladeira">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Nome da receita" })).toHaveAccessibleDescription("Escreva ao menos um ingrediente.");
  });

  it("works with a select, and a click on the label focuses the control", async () => {
    render(
      <Field label="Dia">
        {(control) => (
          <select {...control} className={fieldClass}>
            <option>Hoje</option>
          </select>
        )}
      </Field>,
    );
    await userEvent.click(screen.getByText("Dia"));
    expect(screen.getByRole("combobox", { name: "Dia" })).toHaveFocus();
  });
});
