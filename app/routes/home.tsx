import { buttonClass } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/icon";
import { href, Link } from "react-router";
import { useAuth } from "~/components/auth-context";
import { Section } from "~/components/ui/section";
import { CreateRecipeAction } from "~/features/accounts/create-recipe-action";
import { services } from "~/context";
import { catalogueSlice, quickRecipes, siteFigures } from "~/features/recipes/queries.server";
import { claimsOf } from "~/domain/claims";
import { BannerAd } from "~/features/ads/ads";
import { RecipeSection } from "~/layout/recipe-section";
import { pageMeta } from "~/lib/seo";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = services(context);
  const [featured, quick, figures] = await Promise.all([catalogueSlice(db, 1, 3), quickRecipes(db, 3, 30), siteFigures(db)]);
  return { featured, quick, claims: claimsOf(figures), baseUrl: env.publicUrl };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: t.home.metaTitle,
    description: t.home.metaDescription,
    baseUrl: loaderData?.baseUrl ?? "",
    path: "/",
  });
}

const stepIcons: IconName[] = ["user-round", "refrigerator", "chef-hat"];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, quick, claims } = loaderData;
  const { user } = useAuth();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="container-page grid items-center gap-10 py-10 sm:py-16 md:grid-cols-2 md:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
              <Icon name="sparkles" className="size-4" />
              {t.brand}
            </p>
            <h1 className="mt-4 text-[2rem] font-extrabold leading-tight tracking-tight text-stone-900 sm:text-5xl">{t.home.heroTitle}</h1>
            <p className="mt-4 text-lg text-stone-700">{t.home.heroText}</p>
            <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
              <CreateRecipeAction className={buttonClass({ size: "lg", className: "shadow" })} />
              <Link to={href("/receitas")} className={buttonClass({ variant: "secondary", size: "lg" })}>
                <Icon name="book-open" className="size-5" />
                {t.home.exploreRecipes}
              </Link>
            </div>
            {/* Only what the data backs (app/domain/claims.ts): a line without enough data is left out. */}
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-stone-700">
              {claims.rating !== null ? (
                <li className="flex items-center gap-1">
                  <Icon name="star" className="size-4 fill-amber-500 text-amber-500" />
                  {t.home.claims.rating(claims.rating)}
                </li>
              ) : null}
              {claims.recipes ? <li>{t.home.claims.recipes(claims.recipes.count, claims.recipes.atLeast)}</li> : null}
              {claims.reviews !== null ? <li>{t.home.claims.reviews(claims.reviews)}</li> : null}
            </ul>
          </div>
          <img
            src="/images/categorias/almoco.svg"
            alt=""
            width={800}
            height={600}
            className="hidden w-full rounded-3xl shadow-lg md:block"
          />
        </div>
      </section>

      <Section
        id="como-funciona"
        title={t.home.howItWorks}
        className="container-page py-16"
        titleClassName="text-center text-3xl font-bold"
      >
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {t.home.steps.map((step, index) => {
            const icon = stepIcons[index] ?? "chef-hat";
            return (
              <li key={step.title} className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
                <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Icon name={icon} className="size-7" />
                </span>
                <h3 className="mt-4 text-lg font-bold">
                  <span className="sr-only">{`${index + 1}. `}</span>
                  {step.title}
                </h3>
                <p className="mt-2 text-stone-700">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </Section>

      <div className="container-page">
        <RecipeSection
          id="em-destaque"
          title={t.home.featured}
          recipes={featured}
          maxColumns={3}
          className="py-8"
          action={
            <Link to={href("/receitas")} className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
              {t.home.seeAll}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          }
        />
        <RecipeSection
          id="receitas-rapidas"
          title={t.home.quick}
          intro={t.home.quickText}
          recipes={quick}
          maxColumns={3}
          className="py-8"
        />
        <BannerAd className="mt-8" />
      </div>

      <section className="container-page py-16">
        <div className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white">
          <h2 className="text-3xl font-bold">{t.home.ctaTitle}</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{user ? t.home.ctaTextSignedIn : t.home.ctaText}</p>
          <Link
            to={user ? href("/geladeira") : href("/entrar")}
            className="mt-8 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3 text-lg font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t.home.start}
            <Icon name="arrow-right" className="size-5" />
          </Link>
        </div>
      </section>
    </>
  );
}
