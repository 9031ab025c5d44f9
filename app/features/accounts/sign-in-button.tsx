import { Button, type ButtonSize } from "~/components/ui/button";
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
  className,
  size,
  navigateAfter = false,
}: {
  redirectTo?: string;
  className?: string;
  size?: ButtonSize;
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
    <Button icon="log-in" size={size} onClick={() => signIn({ redirectTo })} aria-busy={pending} className={className}>
      {root?.signInLabel ?? "Entrar com sua conta"}
    </Button>
  );
}
