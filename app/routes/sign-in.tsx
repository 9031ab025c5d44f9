import { Check, ChefHat } from "lucide-react";
import { Link, redirect, useSearchParams } from "react-router";
import { services } from "~/context";
import { currentUser } from "~/features/accounts/access.server";
import { safeRedirect } from "~/features/accounts/oidc.server";
import { SignInButton } from "~/features/accounts/sign-in-button";
import { signInErrorMessage } from "~/features/accounts/sign-in-errors";
import { pageMeta } from "~/features/seo/meta";
import { t } from "~/i18n/pt-br";
import type { Route } from "./+types/sign-in";

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (currentUser(context)) throw redirect(redirectTo);
  return { baseUrl: services(context).env.publicUrl, redirectTo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: t.signIn.metaTitle,
    description: t.signIn.benefits.join(" "),
    baseUrl: loaderData?.baseUrl ?? "",
    path: "/entrar",
    noindex: true,
  });
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const failed = params.has("erro") || params.has("mensagem");
  const error = failed ? signInErrorMessage({ code: params.get("erro"), message: params.get("mensagem") }) : null;
  return (
    <section className="container-page max-w-xl py-16">
      <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
        <ChefHat aria-hidden="true" className="size-12 text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold">{t.signIn.title}</h1>
        <p className="mt-4 text-stone-700">{t.signIn.text}</p>
        <ul className="mt-3 space-y-2">
          {t.signIn.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              {benefit}
            </li>
          ))}
        </ul>
        {error ? (
          <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
            {error}
          </p>
        ) : null}
        <SignInButton redirectTo={loaderData.redirectTo} navigateAfter className="mt-8 w-full py-3 text-lg" />
        <p className="mt-6 text-sm text-stone-600">
          {t.signIn.legal}{" "}
          <Link to="/termos-de-uso" className="font-semibold text-brand-800 underline">
            {t.signIn.terms}
          </Link>{" "}
          {t.signIn.and}{" "}
          <Link to="/politica-de-privacidade" className="font-semibold text-brand-800 underline">
            {t.signIn.privacy}
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
