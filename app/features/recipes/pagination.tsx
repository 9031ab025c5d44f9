import { Icon } from "~/components/icon";
import { Link } from "react-router";
import * as t from "~/i18n/pt-br";

export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const linkClass = "inline-flex items-center gap-1 rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold hover:bg-stone-100";
  return (
    <nav aria-label={t.list.pagination} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          <Icon name="chevron-left" className="size-4" />
          {t.list.previous}
        </Link>
      ) : null}
      <span className="text-stone-700" aria-current="page">
        {t.list.page(page, pageCount)}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          {t.list.next}
          <Icon name="chevron-right" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
