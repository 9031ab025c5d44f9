import { Icon } from "~/components/icon";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useToast } from "~/components/toast";
import * as t from "~/i18n/pt-br";
import { signOutFailedMessage } from "./sign-in-errors";

/** "Sair": a POST form (works without JavaScript), sent with fetch when it can be. */
export function SignOutButton({ className = "" }: { className?: string }) {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const response = await fetch("/auth/sair", { method: "POST", redirect: "manual" });
      if (response.type !== "opaqueredirect" && !response.ok) throw new Error(`HTTP ${response.status}`);
      await navigate("/");
      await revalidator.revalidate();
    } catch (error) {
      console.error("Falha ao sair:", error);
      toast.show(signOutFailedMessage, "error");
    } finally {
      setPending(false);
    }
  }
  return (
    <form method="post" action="/auth/sair" onSubmit={onSubmit}>
      <button type="submit" disabled={pending} className={className}>
        <Icon name="log-out" className="size-4" />
        {t.layout.nav.signOut}
      </button>
    </form>
  );
}
