import { Icon } from "~/components/icon";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useAuth } from "~/components/auth-context";
import { SignInButton } from "~/features/accounts/sign-in-button";
import { SignOutButton } from "~/features/accounts/sign-out-button";
import * as t from "~/i18n/pt-br";

const links = [
  { to: "/", label: t.layout.nav.home, end: true },
  { to: "/receitas", label: t.layout.nav.recipes, end: false },
  { to: "/favoritos", label: t.layout.nav.favorites, end: false },
];
const signedInLinks = [
  { to: "/geladeira", label: t.layout.nav.fridge, end: false },
  { to: "/compras", label: t.layout.nav.shopping, end: false },
];

function navClass({ isActive }: { isActive: boolean }) {
  return [
    "block whitespace-nowrap rounded-md px-3 py-2 font-medium transition-colors",
    isActive ? "bg-brand-100 text-brand-900" : "text-stone-700 hover:bg-stone-100 hover:text-stone-900",
  ].join(" ");
}

function NavLinks({ className, signedIn }: { className: string; signedIn: boolean }) {
  return (
    <ul className={className}>
      {(signedIn ? [...links, ...signedInLinks] : links).map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={navClass}>
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
  const account = user ? (
    <div className="flex flex-wrap items-center gap-2">
      <NavLink to="/perfil" className={navClass}>
        <span className="inline-flex items-center gap-1">
          <Icon name="user-round" className="size-4" />
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
        <Link to="/" className="flex shrink-0 items-center gap-2 text-xl font-bold text-brand-800">
          <Icon name="chef-hat" className="size-7" />
          {t.brand}
        </Link>
        <nav aria-label={t.layout.mainNav} className="hidden lg:block">
          <NavLinks className="flex items-center gap-1" signedIn={user !== null} />
        </nav>
        <div className="hidden lg:block">{account}</div>
        <button
          type="button"
          className="rounded-md p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
          aria-expanded={open}
          aria-controls="menu-movel"
          aria-label={open ? t.layout.closeMenu : t.layout.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
        </button>
      </div>
      <nav id="menu-movel" aria-label={t.layout.mainNav} className={`${open ? "block" : "hidden"} border-t border-stone-200 lg:hidden`}>
        <div className="container-page space-y-3 py-3">
          <NavLinks className="space-y-1" signedIn={user !== null} />
          {account}
        </div>
      </nav>
    </header>
  );
}
