import { useAuth } from "~/components/auth-context";
import { Icon } from "~/components/icon";
import { contentPath } from "~/config/content-pages";
import { href, Link } from "react-router";
import { ConsentPreferencesButton } from "~/features/ads/ads";
import { categories, diets } from "~/domain/taxonomy";
import * as t from "~/i18n/pt-br";

/** The footer's columns; the last link is the visitor's way in, or the signed-in cook's profile. */
const columns = (signedIn: boolean) => [
  {
    title: t.layout.footer.categories,
    links: categories.map((category) => ({ to: href("/receitas/categorias/:slug", { slug: category.slug }), label: category.tag })),
  },
  {
    title: t.layout.footer.diets,
    links: diets.map((diet) => ({ to: href("/receitas/dietas/:slug", { slug: diet.slug }), label: diet.tag })),
  },
  {
    title: t.layout.footer.institutional,
    links: [
      { to: contentPath("sobre"), label: t.layout.footer.about },
      { to: contentPath("faq"), label: t.layout.footer.faq },
      { to: contentPath("contato"), label: t.layout.footer.contact },
      { to: contentPath("politica-de-privacidade"), label: t.layout.footer.privacy },
      { to: contentPath("termos-de-uso"), label: t.layout.footer.terms },
      signedIn ? { to: href("/perfil"), label: t.layout.footer.profile } : { to: href("/entrar"), label: t.layout.footer.signIn },
    ],
  },
];

export function Footer() {
  const { user } = useAuth();
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-200 print:hidden">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:py-12 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Icon name="chef-hat" className="size-6" />
            {t.brand}
          </p>
          <p className="mt-3 text-sm text-stone-300">{t.layout.footer.tagline}</p>
        </div>
        {columns(user !== null).map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="mt-2 space-y-0.5 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-block py-1.5 text-stone-300 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-800">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-6 text-sm">
          <p className="text-stone-400">{t.layout.footer.copyright(new Date().getFullYear())}</p>
          <ConsentPreferencesButton />
        </div>
      </div>
    </footer>
  );
}
