import { Icon } from "~/components/icon";
import { useState } from "react";
import { href, Link, NavLink, useLocation } from "react-router";
import { useAuth } from "~/components/auth-context";
import { SignInButton } from "~/features/accounts/sign-in-button";
import { SignOutButton } from "~/features/accounts/sign-out-button";
import * as t from "~/i18n/pt-br";

const links = [
  { to: href("/"), label: t.layout.nav.home, end: true },
  { to: href("/receitas"), label: t.layout.nav.recipes, end: false },
  { to: href("/favoritos"), label: t.layout.nav.favorites, end: false },
];
const fridge = { to: href("/geladeira"), label: t.layout.nav.fridge, end: false };
/** A visitor sees the fridge too (issue 22): what the app is for, one tap away; the page asks them to sign in. */
const visitorLinks = [...links, fridge];
const signedInLinks = [
  fridge,
  { to: href("/compras"), label: t.layout.nav.shopping, end: false },
  // The cook's week (issue 23).
  { to: href("/cardapio"), label: t.layout.nav.plan, end: false },
  { to: href("/minhas-receitas"), label: t.layout.nav.myRecipes, end: false },
];
/**
 * Issue 25: in the menu, after "Minhas Receitas". The wide bar has no room for an eighth
 * link; there, "Minhas Receitas" opens with its own "Importar receita".
 */
const importLink = { to: href("/importar"), label: t.layout.nav.importRecipe, end: false };

function linkClass(isActive: boolean, padding: "px-2" | "px-3") {
  return [
    `block whitespace-nowrap rounded-md ${padding} py-2 font-medium transition-colors`,
    isActive ? "bg-brand-100 text-brand-900" : "text-stone-700 hover:bg-stone-100 hover:text-stone-900",
  ].join(" ");
}

const navClass = ({ isActive }: { isActive: boolean }) => linkClass(isActive, "px-3");
/** A cook's bar holds six links: a little tighter, so their name and "Sair" stay on one line. */
const barClass = ({ isActive }: { isActive: boolean }) => linkClass(isActive, "px-2");

/**
 * Where the bar replaces the menu button: a visitor's four links fit from 1024 px; a
 * cook's six, their name and "Sair" need 1280 px.
 */
const visitorBar = {
  nav: "hidden shrink-0 lg:block",
  links: "flex items-center gap-1",
  account: "hidden min-w-0 lg:block",
  menu: "lg:hidden",
};
const cookBar = { nav: "hidden shrink-0 xl:block", links: "flex items-center", account: "hidden min-w-0 xl:block", menu: "xl:hidden" };

function NavLinks({ className, signedIn, compact = false }: { className: string; signedIn: boolean; compact?: boolean }) {
  return (
    <ul className={className}>
      {(signedIn ? [...links, ...signedInLinks, ...(compact ? [] : [importLink])] : visitorLinks).map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={compact ? barClass : navClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Navbar() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // A link followed from the mobile menu closes it.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setOpen(false);
  }

  const { user } = useAuth();
  const bar = user ? cookBar : visitorBar;
  const account = user ? (
    <div className="flex min-w-0 items-center gap-2">
      <NavLink to={href("/perfil")} className={(state) => `${navClass(state)} min-w-0`}>
        <span className="flex min-w-0 items-center gap-1">
          <Icon name="user-round" className="size-4 shrink-0" />
          <span className="max-w-32 truncate">{user.name || t.layout.profile}</span>
        </span>
      </NavLink>
      <SignOutButton className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900" />
    </div>
  ) : (
    <SignInButton />
  );

  return (
    <header className="border-b border-stone-200 bg-white print:hidden">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={href("/")} className="flex shrink-0 items-center gap-2 text-xl font-bold text-brand-800">
          <Icon name="chef-hat" className="size-7" />
          {t.brand}
        </Link>
        <nav aria-label={t.layout.mainNav} className={bar.nav}>
          <NavLinks className={bar.links} signedIn={user !== null} compact={user !== null} />
        </nav>
        <div className={bar.account}>{account}</div>
        <button
          type="button"
          className={`rounded-md p-2 text-stone-700 hover:bg-stone-100 ${bar.menu}`}
          aria-expanded={open}
          aria-controls="menu-movel"
          aria-label={open ? t.layout.closeMenu : t.layout.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
        </button>
      </div>
      <nav id="menu-movel" aria-label={t.layout.mainNav} className={`${open ? "block" : "hidden"} border-t border-stone-200 ${bar.menu}`}>
        <div className="container-page space-y-3 py-3">
          <NavLinks className="space-y-1" signedIn={user !== null} />
          {account}
        </div>
      </nav>
    </header>
  );
}
