import { href } from "react-router";
import { Button } from "~/components/ui/button";
import { useMutation } from "~/components/use-mutation";
import { useToast } from "~/components/ui/toast";
import * as t from "~/i18n/pt-br";

/** What POST /api/receitas/desfazer answers (its action returns this type: lib/mutation.ts). */
export type UndoAnswer = { ok: true } | { ok: false; message: string };

/** "Desfazer": the cook's recipe goes back to the version before the last rewrite. */
export function UndoButton({ recipeId, onDone }: { recipeId: string; onDone?(): void }) {
  const toast = useToast();
  const { pending, submit } = useMutation<UndoAnswer>(href("/api/receitas/desfazer"), (result) => {
    toast.show(result.ok ? t.detail.undoDone : t.detail.undoError, result.ok ? "success" : "error");
    if (result.ok) onDone?.();
  });
  return (
    <Button variant="secondary" size="sm" icon="undo-2" loading={pending} onClick={() => void submit({ recipeId })}>
      {t.detail.undo}
    </Button>
  );
}
