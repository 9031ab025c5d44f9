import { Icon } from "~/components/icon";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "~/components/toast";
import { postForm } from "~/lib/post-form";
import * as t from "~/i18n/pt-br";

/** "Desfazer": the cook's recipe goes back to the version before the last rewrite. */
export function UndoButton({ recipeId, onDone }: { recipeId: string; onDone?(): void }) {
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();
  async function undo() {
    setPending(true);
    const result = await postForm("/api/receitas/desfazer", { recipeId });
    setPending(false);
    toast.show(result.ok ? t.detail.undoDone : t.detail.undoError, result.ok ? "success" : "error");
    if (result.ok) {
      onDone?.();
      await revalidator.revalidate();
    }
  }
  return (
    <button type="button" className="action-button px-3 py-1 text-sm" disabled={pending} onClick={() => void undo()}>
      <Icon name="undo-2" className="size-4" />
      {t.detail.undo}
    </button>
  );
}
