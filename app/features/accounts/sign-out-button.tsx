import { href } from "react-router";
import { Icon } from "~/components/icon";
import { useMutation } from "~/components/use-mutation";
import { useToast } from "~/components/ui/toast";
import * as t from "~/i18n/pt-br";
import { signOutFailedMessage } from "./sign-in-errors";

/**
 * "Sair": a POST form (works without JavaScript), sent by a fetcher when it can be. The
 * server answers with a redirect home, which React Router follows, reloading the page's
 * data without the session; a failure says so and the cook stays signed in.
 */
export function SignOutButton({ className = "" }: { className?: string }) {
  const toast = useToast();
  // Its action answers only a redirect: what arrives here is a failure to reach the server.
  const { Form, pending } = useMutation<never>(href("/auth/sair"), (result) => {
    if (!result.ok) toast.show(signOutFailedMessage, "error");
  });
  return (
    <Form method="post" action={href("/auth/sair")}>
      <button type="submit" disabled={pending} className={className}>
        <Icon name="log-out" className="size-4" />
        {t.layout.nav.signOut}
      </button>
    </Form>
  );
}
