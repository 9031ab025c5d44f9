import { Icon } from "~/components/icon";
import { contentPath } from "~/config/content-pages";
import { Link } from "react-router";
import { ConsentPreferencesButton } from "~/features/ads/ads";
import { categories, diets } from "~/domain/taxonomy";
import * as t from "~/i18n/pt-br";

const columns = [
  {
    title: t.layout.footer.categories,
    links: categories.map((category) => ({ to: `/receitas/categorias/${category.slug}`, label: category.tag })),
  },
  {
    title: t.layout.footer.diets,
    links: diets.map((diet) => ({ to: `/receitas/dietas/${diet.slug}`, label: diet.tag })),
  },
  {
    title: t.layout.footer.institutional,
    links: [
      { to: contentPath("sobre"), label: t.layout.footer.about },
      { to: contentPath("faq"), label: t.layout.footer.faq },
      { to: contentPath("contato"), label: t.layout.footer.contact },
      { to: contentPath("politica-de-privacidade"), label: t.layout.footer.privacy },
      { to: contentPath("termos-de-uso"), label: t.layout.footer.terms },
      { to: "/entrar", label: t.layout.footer.signIn },
    ],
  },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-200 print:hidden">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Icon name="chef-hat" className="size-6" />
            {t.brand}
          </p>
          <p className="mt-3 text-sm text-stone-300">{t.layout.footer.tagline}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-stone-300 hover:text-white hover:underline">
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
