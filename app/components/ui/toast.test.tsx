// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast } from "./toast";

function Announcer({ message, tone }: { message: string; tone?: "info" | "success" | "error" }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, tone)}>
      Mostrar
    </button>
  );
}

describe("Toast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("announces a message in the alert region, then takes it away after 4 s", () => {
    render(
      <ToastProvider>
        <Announcer message="Receita salva em Minhas receitas." tone="success" />
      </ToastProvider>,
    );
    act(() => screen.getByRole("button", { name: "Mostrar" }).click());
    expect(screen.getByRole("alert")).toHaveTextContent("Receita salva em Minhas receitas.");
    act(() => vi.advanceTimersByTime(3_900));
    expect(screen.getByRole("alert")).toHaveTextContent("Receita salva em Minhas receitas.");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("the same message twice is shown once", () => {
    render(
      <ToastProvider>
        <Announcer message="Sem conexão." tone="error" />
      </ToastProvider>,
    );
    const button = screen.getByRole("button", { name: "Mostrar" });
    act(() => button.click());
    act(() => button.click());
    expect(screen.getAllByText("Sem conexão.")).toHaveLength(1);
  });

  it("outside its provider, says where it belongs", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Announcer message="x" />)).toThrow("useToast deve ser usado dentro de <ToastProvider>.");
  });
});
