import { Button } from "~/components/ui/button";
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
    <Button variant="secondary" size="sm" icon="undo-2" loading={pending} onClick={() => void submit({ recipeId })}>
      {t.detail.undo}
    </Button>
  );
}
