import { Icon } from "~/components/icon";
import { useMutation } from "~/components/use-mutation";
import { useToast } from "~/components/ui/toast";
import * as t from "~/i18n/pt-br";

/** "Desfazer": the cook's recipe goes back to the version before the last rewrite. */
export function UndoButton({ recipeId, onDone }: { recipeId: string; onDone?(): void }) {
  const toast = useToast();
  const { pending, submit } = useMutation("/api/receitas/desfazer", (result) => {
    toast.show(result.ok ? t.detail.undoDone : t.detail.undoError, result.ok ? "success" : "error");
    if (result.ok) onDone?.();
  });
  return (
    <button type="button" className="action-button px-3 py-1 text-sm" disabled={pending} onClick={() => void submit({ recipeId })}>
      <Icon name="undo-2" className="size-4" />
      {t.detail.undo}
    </button>
  );
}
