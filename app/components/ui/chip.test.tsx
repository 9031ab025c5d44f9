// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Chip, ChoiceChip } from "./chip";

function Toggle({ initial }: { initial: boolean }) {
  const [pressed, setPressed] = useState(initial);
  return (
    <Chip pressed={pressed} onPressedChange={setPressed}>
      Vegetariano
    </Chip>
  );
}

describe("Chip", () => {
  it.each([
    { initial: false, clicks: 1, pressed: "true" },
    { initial: true, clicks: 1, pressed: "false" },
    { initial: false, clicks: 2, pressed: "false" },
    { initial: false, clicks: 0, pressed: "false" },
  ])("starting pressed=$initial, after $clicks taps a screen reader hears pressed=$pressed", async ({ initial, clicks, pressed }) => {
    render(<Toggle initial={initial} />);
    const chip = screen.getByRole("button", { name: "Vegetariano" });
    for (let i = 0; i < clicks; i++) await userEvent.click(chip);
    expect(chip).toHaveAttribute("aria-pressed", pressed);
  });
});

describe("ChoiceChip", () => {
  it("is a checkbox named by its words, ticked by a tap on the chip", async () => {
    render(
      <fieldset>
        <legend>Restrições</legend>
        <ChoiceChip type="checkbox" name="restrictions" value="sem-gluten">
          Sem glúten
        </ChoiceChip>
        <ChoiceChip type="checkbox" name="restrictions" value="sem-lactose" defaultChecked>
          Sem lactose
        </ChoiceChip>
      </fieldset>,
    );
    const gluten = screen.getByRole("checkbox", { name: "Sem glúten" });
    expect(gluten).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Sem lactose" })).toBeChecked();
    await userEvent.click(screen.getByText("Sem glúten"));
    expect(gluten).toBeChecked();
  });

  it("as radios, one choice at a time", async () => {
    render(
      <fieldset>
        <legend>Refeição</legend>
        <ChoiceChip type="radio" name="meal" value="almoco" defaultChecked>
          Almoço
        </ChoiceChip>
        <ChoiceChip type="radio" name="meal" value="jantar">
          Jantar
        </ChoiceChip>
      </fieldset>,
    );
    await userEvent.click(screen.getByText("Jantar"));
    expect(screen.getByRole("radio", { name: "Jantar" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Almoço" })).not.toBeChecked();
  });
});
