// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";

function Page({ onClose }: { onClose(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Adicionar ao cardápio
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        labelledBy="titulo"
        kind="sheet"
      >
        <h2 id="titulo">Adicionar ao cardápio</h2>
        <form method="dialog">
          <button type="submit" value="cancelar">
            Cancelar
          </button>
        </form>
        <button type="button" onClick={() => setOpen(false)}>
          Adicionar
        </button>
      </Dialog>
    </>
  );
}

/** Opens the dialog from its button; the button keeps the focus as a cook's tap leaves it. */
async function openDialog() {
  const onClose = vi.fn();
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole("button", { name: "Adicionar ao cardápio" });
  opener.focus();
  await userEvent.click(opener);
  return { onClose, opener, dialog: screen.getByRole("dialog", { name: "Adicionar ao cardápio" }) };
}

describe("Dialog", () => {
  it("is closed until asked, then open as a modal named by its title", async () => {
    render(<Page onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Adicionar ao cardápio" }));
    const dialog = screen.getByRole("dialog", { name: "Adicionar ao cardápio" });
    expect(dialog).toHaveAttribute("open");
  });

  it.each([
    { how: "Escape", close: () => userEvent.keyboard("{Escape}") },
    { how: "a method=dialog Cancelar", close: () => userEvent.click(screen.getByRole("button", { name: "Cancelar" })) },
    { how: "the page closing it", close: () => userEvent.click(screen.getByRole("button", { name: "Adicionar" })) },
  ])("closes on $how, says so once, and gives the focus back to the button that opened it", async ({ close }) => {
    const { onClose, opener, dialog } = await openDialog();
    screen.getByRole("button", { name: "Cancelar" }).focus();
    await close();
    await vi.waitFor(() => expect(dialog).not.toHaveAttribute("open"));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(opener).toHaveFocus();
  });

  it("Escape in it is its own: a page listening on the window (cooking mode) does not hear it", async () => {
    const heard = vi.fn();
    window.addEventListener("keydown", heard);
    try {
      const { dialog } = await openDialog();
      screen.getByRole("button", { name: "Cancelar" }).focus();
      await userEvent.keyboard("{Escape}");
      await vi.waitFor(() => expect(dialog).not.toHaveAttribute("open"));
      expect(heard).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener("keydown", heard);
    }
  });
});
