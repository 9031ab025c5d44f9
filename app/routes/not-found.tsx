import { data, Link } from "react-router";
import * as t from "~/i18n/pt-br";

/**
 * Any URL the app does not know: a Portuguese 404 page. It answers 404 without throwing,
 * so this route's own meta gives the tab its title (a thrown 404 renders the root's error
 * boundary, where no route's meta runs and the <title> stays empty).
 */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `${t.notFound.title} — Chef IA` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">{t.notFound.title}</h1>
      <p className="mt-4 text-stone-700">{t.notFound.text}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to="/" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {t.notFound.home}
        </Link>
        <Link to="/receitas" className="rounded-lg border border-stone-300 bg-white px-5 py-3 font-semibold">
          {t.notFound.recipes}
        </Link>
      </p>
    </section>
  );
}
