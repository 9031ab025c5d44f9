/** Sobre, FAQ, Contato, Política de Privacidade and Termos de Uso: one template (the FAQ folds its answers). */
import type { ContentPage } from "~/config/content-pages";
import * as t from "~/i18n/pt-br";

const dateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" });

export function ContentPageView({ page }: { page: ContentPage }) {
  const isFaq = page.slug === "faq";
  return (
    <article className="container-page max-w-3xl py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
      {page.updatedAt ? (
        <p className="mt-2 text-sm text-stone-600">
          {t.contentPage.updatedAt} {dateFormat.format(new Date(page.updatedAt))}
        </p>
      ) : null}
      <div className="mt-8 space-y-8">
        {page.sections.map((section) =>
          isFaq ? (
            <details key={section.heading} className="group rounded-xl bg-white p-4 ring-1 ring-stone-200">
              <summary className="cursor-pointer text-lg font-semibold">
                <h2 className="inline">{section.heading}</h2>
              </summary>
              <SectionBody section={section} />
            </details>
          ) : (
            <section key={section.heading}>
              <h2 className="text-xl font-bold">{section.heading}</h2>
              <SectionBody section={section} />
            </section>
          ),
        )}
      </div>
    </article>
  );
}

function SectionBody({ section }: { section: ContentPage["sections"][number] }) {
  return (
    <div className="mt-3 space-y-3 leading-relaxed text-stone-800">
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list ? (
        <ul className="list-disc space-y-1 pl-6">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
