// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { useMutation } from "~/components/use-mutation";
import type { ReviewAnswer } from "./review-answer";
import { ReviewForm } from "./review-form";
import type { ReviewView } from "./reviews.server";

const mine: ReviewView = {
  id: "r1",
  rating: 3,
  comment: "Ficou fofinho.",
  author: "Maria C.",
  createdAt: "2026-11-20T12:00:00.000Z",
  updatedAt: "2026-11-20T12:00:00.000Z",
  photo: { version: "v1", sizes: [{ width: 640, height: 480 }] },
  mine: true,
  hidden: false,
};

/** The form on the recipe page, posting to the page's action, which records what it was sent. */
function renderForm({
  review = null as ReviewView | null,
  error = null as string | null,
  onCancel = undefined as (() => void) | undefined,
} = {}) {
  const posted = vi.fn<(fields: Record<string, FormDataEntryValue>) => void>();
  function Page() {
    const save = useMutation<ReviewAnswer>("/receitas/bolo", () => {});
    return <ReviewForm recipeId="bolo" mine={review} save={save} error={error} onCancel={onCancel} />;
  }
  const Stub = createRoutesStub([
    {
      path: "/receitas/bolo",
      Component: Page,
      action: async ({ request }) => {
        posted(Object.fromEntries(await request.formData()));
        return { ok: true, intent: "salvar", message: "Avaliação publicada. Obrigado!" };
      },
    },
  ]);
  render(<Stub initialEntries={["/receitas/bolo"]} />);
  return { posted };
}

describe("ReviewForm", () => {
  it("asks for one to five stars, none chosen yet, and publishes", () => {
    renderForm();
    const stars = screen.getAllByRole("radio");
    expect(stars.map((star) => star.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    for (const [index, star] of stars.entries()) {
      expect(star).toHaveAccessibleName(index === 0 ? "1 estrela" : `${index + 1} estrelas`);
      expect(star).not.toBeChecked();
      expect(star).toBeRequired();
    }
    expect(screen.getByRole("button", { name: "Publicar avaliação" })).toBeEnabled();
  });

  it.each([1, 3, 5])("a tap on star %i chooses it", async (n) => {
    renderForm();
    await userEvent.click(screen.getByRole("radio", { name: n === 1 ? "1 estrela" : `${n} estrelas` }));
    const checked = screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked);
    expect(checked.map((radio) => radio.getAttribute("value"))).toEqual([String(n)]);
  });

  it("the comment says what it is for and how long it may be", () => {
    renderForm();
    const comment = screen.getByRole("textbox", { name: "Comentário (opcional)" });
    expect(comment).toHaveAccessibleDescription("Como ficou? Alguma dica para quem vai fazer? Até 1.000 caracteres.");
    expect(comment).toHaveAttribute("maxlength", "1000");
  });

  it("a chosen photo is named beside the button", async () => {
    renderForm();
    expect(screen.getByText("Nenhuma foto escolhida")).toBeInTheDocument();
    const file = new File(["x"], "meu-bolo.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText("Foto do seu prato (opcional)"), file);
    expect(screen.getByText("meu-bolo.jpg")).toBeInTheDocument();
    expect(screen.queryByText("Nenhuma foto escolhida")).toBeNull();
  });

  it("sends the stars and the comment to the recipe page's action", async () => {
    const { posted } = renderForm();
    await userEvent.click(screen.getByRole("radio", { name: "4 estrelas" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Comentário (opcional)" }), "Usei menos açúcar.");
    await userEvent.click(screen.getByRole("button", { name: "Publicar avaliação" }));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledOnce());
    expect(posted.mock.calls[0]![0]).toMatchObject({ intent: "salvar", nota: "4", comentario: "Usei menos açúcar." });
  });

  it("what the server refused is shown as an alert", () => {
    renderForm({ error: "Escolha de 1 a 5 estrelas." });
    expect(screen.getByRole("alert")).toHaveTextContent("Escolha de 1 a 5 estrelas.");
  });

  it("editing: the cook's stars and comment are there, a photo can be removed, and Cancelar leaves", async () => {
    const onCancel = vi.fn();
    renderForm({ review: mine, onCancel });
    expect(screen.getByRole("radio", { name: "3 estrelas" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Comentário (opcional)" })).toHaveValue("Ficou fofinho.");
    expect(screen.getByRole("checkbox", { name: "Remover a foto" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Salvar alterações" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("a first review has no Cancelar and nothing to remove", () => {
    renderForm();
    expect(screen.queryByRole("button", { name: "Cancelar" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Remover a foto" })).toBeNull();
  });
});
