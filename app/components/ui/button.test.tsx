// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button, buttonClass, IconButton, type ButtonSize, type ButtonVariant } from "./button";

describe("Button", () => {
  it.each<[ButtonVariant, string]>([
    ["primary", "bg-brand-700"],
    ["secondary", "border-stone-300"],
    ["danger", "bg-red-700"],
  ])("the %s look is its own (%s)", (variant, mark) => {
    render(<Button variant={variant}>Salvar</Button>);
    expect(screen.getByRole("button", { name: "Salvar" })).toHaveClass(mark);
  });

  it.each<ButtonSize>(["sm", "md", "lg"])("a %s button keeps a 44 px touch target", (size) => {
    expect(buttonClass({ size }).split(" ")).toContain("min-h-11");
  });

  it("is a plain button, not a submit, unless asked", () => {
    render(<Button>Cancelar</Button>);
    expect(screen.getByRole("button", { name: "Cancelar" })).toHaveAttribute("type", "button");
  });

  it("while loading: disabled, busy, and still named by its words", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Publicar avaliação
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Publicar avaliação" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("not loading: enabled and not busy; a click reaches the handler", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Publicar avaliação</Button>);
    const button = screen.getByRole("button", { name: "Publicar avaliação" });
    expect(button).not.toHaveAttribute("aria-busy");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("gives a link the same look", () => {
    expect(buttonClass({ variant: "secondary", className: "mt-4" })).toBe(`${buttonClass({ variant: "secondary" })} mt-4`);
  });
});

describe("IconButton", () => {
  it("is named by its aria-label, the icon hidden from screen readers", async () => {
    const onClick = vi.fn();
    render(<IconButton icon="plus" aria-label="Mais porções" onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Mais porções" });
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(button).toHaveClass("size-11");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
