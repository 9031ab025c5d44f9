import { Notice } from "~/components/ui/card";
import { Icon } from "~/components/icon";
import { linkClass } from "~/components/ui/button";
import { contentPath } from "~/config/content-pages";
import { data, Link, redirect } from "react-router";
import { services } from "~/context";
import { currentUser } from "~/middleware/access.server";
import { providerMessageCode, clearProviderMessage, readProviderMessage } from "~/features/accounts/provider-message.server";
import { safeRedirect } from "~/features/accounts/safe-redirect";
import { SignInButton } from "~/features/accounts/sign-in-button";
import { signInErrorMessage } from "~/features/accounts/sign-in-errors";
import { pageMeta } from "~/lib/seo";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/sign-in";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (currentUser(context)) throw redirect(redirectTo);
  const { env } = services(context);
  // Only known codes become messages: text in the URL is never shown (anyone can write it).
  const code = url.searchParams.get("erro");
  const headers = new Headers({ "Cache-Control": "no-store" });
  let providerMessage: string | null = null;
  if (code === providerMessageCode) {
    providerMessage = readProviderMessage(request.headers.get("Cookie"));
    if (providerMessage) headers.append("Set-Cookie", clearProviderMessage(env.https));
  }
  const error = code === null ? null : signInErrorMessage({ code, message: providerMessage });
  return data({ baseUrl: env.publicUrl, redirectTo, error }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
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
  const { error } = loaderData;
  return (
    <section className="container-page max-w-xl py-16">
      <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
        <Icon name="chef-hat" className="size-12 text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold">{t.signIn.title}</h1>
        <p className="mt-4 text-stone-700">{t.signIn.text}</p>
        <ul className="mt-3 space-y-2">
          {t.signIn.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-green-700" />
              {benefit}
            </li>
          ))}
        </ul>
        {error ? (
          <Notice tone="error" className="mt-6">
            {error}
          </Notice>
        ) : null}
        <SignInButton redirectTo={loaderData.redirectTo} navigateAfter size="lg" className="mt-8 w-full" />
        <p className="mt-6 text-sm text-stone-600">
          {t.signIn.legal}{" "}
          <Link to={contentPath("termos-de-uso")} className={linkClass()}>
            {t.signIn.terms}
          </Link>{" "}
          {t.signIn.and}{" "}
          <Link to={contentPath("politica-de-privacidade")} className={linkClass()}>
            {t.signIn.privacy}
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
