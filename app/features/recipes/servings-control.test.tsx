// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ServingsControl } from "./servings-control";

function Servings({ initial }: { initial: number }) {
  const [servings, setServings] = useState(initial);
  return <ServingsControl servings={servings} onChange={setServings} />;
}

describe("ServingsControl", () => {
  it.each([
    { initial: 4, taps: ["Aumentar porções"], shown: "5 porções" },
    { initial: 4, taps: ["Diminuir porções", "Diminuir porções"], shown: "2 porções" },
    { initial: 2, taps: ["Diminuir porções"], shown: "1 porção" },
    { initial: 4, taps: ["Aumentar porções", "Diminuir porções"], shown: "4 porções" },
  ])("from $initial, tapping $taps shows '$shown'", async ({ initial, taps, shown }) => {
    render(<Servings initial={initial} />);
    for (const name of taps) await userEvent.click(screen.getByRole("button", { name }));
    expect(screen.getByRole("group", { name: "Porções" })).toHaveTextContent(shown);
  });

  it.each([
    { servings: 1, fewer: false, more: true },
    { servings: 50, fewer: true, more: true },
    { servings: 100, fewer: true, more: false },
  ])("at $servings: 'Diminuir' enabled $fewer, 'Aumentar' enabled $more", ({ servings, fewer, more }) => {
    render(<ServingsControl servings={servings} onChange={() => {}} />);
    const check = (name: string, enabled: boolean) =>
      enabled ? expect(screen.getByRole("button", { name })).toBeEnabled() : expect(screen.getByRole("button", { name })).toBeDisabled();
    check("Diminuir porções", fewer);
    check("Aumentar porções", more);
  });

  it("says the new number to a screen reader as it changes", async () => {
    render(<Servings initial={4} />);
    await userEvent.click(screen.getByRole("button", { name: "Aumentar porções" }));
    expect(screen.getByRole("status")).toHaveTextContent("5 porções");
  });
});
