// @vitest-environment happy-dom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Ingredient, Step } from "~/domain/recipe";
import { CookingMode } from "./cooking-mode";

const steps: Step[] = [
  { order: 1, description: "Leve ao forno preaquecido e asse por 10 minutos." },
  { order: 2, description: "Deixe descansar por 5 minutos antes de desenformar." },
  { order: 3, description: "Sirva." },
];
const ingredients: Ingredient[] = [
  { id: "i1", name: "farinha de trigo", quantity: 2, unit: "xícara", isOptional: false, possibleSubstitutes: [] },
];

function Cooking() {
  const [step, setStep] = useState(1);
  return (
    <CookingMode
      title="Bolo simples"
      steps={steps}
      ingredients={ingredients}
      recipeServings={8}
      servings={8}
      step={step}
      onStep={setStep}
      onClose={() => {}}
    />
  );
}

/** A cook's taps. */
const cook = () => userEvent.setup();
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const clockOf = (label: string) => screen.getByLabelText(`Tempo restante de ${label}`);

describe("Cooking mode's timers", () => {
  // The clock and the timers' tick are the test's; setTimeout stays real, for Testing Library's own waits.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a step that names a time offers a timer for it; one that names none offers none", async () => {
    const user = cook();
    render(<Cooking />);
    expect(screen.getByRole("button", { name: "Cronômetro: 10 minutos" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Próximo" }));
    await user.click(screen.getByRole("button", { name: "Próximo" }));
    expect(screen.getByRole("heading", { name: "Passo 3 de 3" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Cronômetro:/ })).toBeNull();
  });

  it.each([
    { after: 0, shown: "10:00" },
    { after: 1_000, shown: "9:59" },
    { after: 90_000, shown: "8:30" },
    { after: 599_000, shown: "0:01" },
  ])("started, the clock shows $shown after $after ms", async ({ after, shown }) => {
    const user = cook();
    render(<Cooking />);
    await user.click(screen.getByRole("button", { name: "Cronômetro: 10 minutos" }));
    advance(after);
    expect(clockOf("10 minutos")).toHaveTextContent(shown);
  });

  it("paused, the clock stands still; resumed, it moves on from there", async () => {
    const user = cook();
    render(<Cooking />);
    await user.click(screen.getByRole("button", { name: "Cronômetro: 10 minutos" }));
    advance(60_000);
    await user.click(screen.getByRole("button", { name: "Pausar" }));
    advance(120_000);
    expect(clockOf("10 minutos")).toHaveTextContent("9:00");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    advance(30_000);
    expect(clockOf("10 minutos")).toHaveTextContent("8:30");
  });

  it("at zero it says so, naming the timer and its step, and offers no pause", async () => {
    const user = cook();
    render(<Cooking />);
    await user.click(screen.getByRole("button", { name: "Cronômetro: 10 minutos" }));
    advance(600_000);
    expect(screen.getAllByRole("alert").some((alert) => alert.textContent === "Tempo esgotado: 10 minutos (passo 1)")).toBe(true);
    expect(clockOf("10 minutos")).toHaveTextContent("0:00");
    expect(screen.queryByRole("button", { name: "Pausar" })).toBeNull();
  });

  it("keeps running on the next step beside that step's own timer; Zerar takes one away", async () => {
    const user = cook();
    render(<Cooking />);
    await user.click(screen.getByRole("button", { name: "Cronômetro: 10 minutos" }));
    await user.click(screen.getByRole("button", { name: "Próximo" }));
    await user.click(screen.getByRole("button", { name: "Cronômetro: 5 minutos" }));
    advance(60_000);
    const timers = screen.getByRole("region", { name: "Cronômetros" });
    expect(within(timers).getByText("10 minutos · passo 1")).toBeInTheDocument();
    expect(clockOf("10 minutos")).toHaveTextContent("9:00");
    expect(clockOf("5 minutos")).toHaveTextContent("4:00");
    await user.click(within(timers).getAllByRole("button", { name: "Zerar" })[0]!);
    expect(screen.queryByLabelText("Tempo restante de 10 minutos")).toBeNull();
    expect(clockOf("5 minutos")).toBeInTheDocument();
  });
});
