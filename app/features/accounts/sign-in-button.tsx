import { Icon } from "~/components/icon";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useToast } from "~/components/ui/toast";
import { useRootData } from "~/components/root-data";
import { useSignIn } from "./use-sign-in";

/**
 * "Entrar com …": the popup sign-in. Errors go to a toast unless the page shows them
 * itself (`onError`). After success the cook stays on the page, or goes to `redirectTo`.
 */
export function SignInButton({
  redirectTo,
  className = "",
  navigateAfter = false,
}: {
  redirectTo?: string;
  className?: string;
  /** Go to `redirectTo` after signing in (the /entrar page); otherwise stay here. */
  navigateAfter?: boolean;
}) {
  const root = useRootData();
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn, pending, error, clearError } = useSignIn((target) => {
    if (navigateAfter) navigate(target, { replace: true });
  });
  useEffect(() => {
    if (error) {
      toast.show(error, "error");
      clearError();
    }
  }, [error, toast, clearError]);
  return (
    <button
      type="button"
      onClick={() => signIn({ redirectTo })}
      aria-busy={pending}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 ${className}`}
    >
      <Icon name="log-in" className="size-4" />
      {root?.signInLabel ?? "Entrar com sua conta"}
    </button>
  );
}
