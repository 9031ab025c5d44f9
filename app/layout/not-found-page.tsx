/**
 * The app's own 404 page, for any route that answers 404 by returning (not throwing) it:
 * the route's meta then gives the tab its title (notFoundMeta), which a thrown 404, shown
 * by the root's error boundary, never does.
 */
import { buttonClass } from "~/components/ui/button";
import { href, Link } from "react-router";
import * as t from "~/i18n/pt-br";

export function notFoundMeta() {
  return [{ title: `${t.notFound.title} — Chef IA` }, { name: "robots", content: "noindex" }];
}

/** A page that only says something went wrong and offers the way back: 404s and the root's error boundary. */
export function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-stone-700">{text}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={href("/")} className={buttonClass()}>
          {t.notFound.home}
        </Link>
        <Link to={href("/receitas")} className={buttonClass({ variant: "secondary" })}>
          {t.notFound.recipes}
        </Link>
      </p>
    </section>
  );
}

export function NotFoundPage() {
  return <MessagePage title={t.notFound.title} text={t.notFound.text} />;
}
