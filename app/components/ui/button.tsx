/**
 * The app's buttons, written once (issue 26: the same primary button was written 20 ways in
 * 18 files). Every size keeps a 44 px touch target (WCAG 2.2, 2.5.8 asks 24 px; Apple's and
 * Google's guidelines ask 44 and 48). `buttonClass` gives a link the same look as a button.
 */
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Icon, type IconName } from "~/components/icon";

export type ButtonVariant = "primary" | "secondary" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-stone-300 bg-white text-stone-800 hover:bg-stone-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
};
const sizes: Record<ButtonSize, string> = {
  sm: "px-3 py-1 text-sm",
  md: "px-4 py-2",
  lg: "px-5 py-3 text-lg",
};

const iconSizes: Record<ButtonSize, string> = { sm: "size-4", md: "size-5", lg: "size-6" };

/** The look of a link inside a sentence or under a message: bold, in the brand's colour, underlined. */
export function linkClass(className?: string): string {
  return ["font-semibold text-brand-800 underline", className].filter(Boolean).join(" ");
}

/** The classes of a button's look, for a <Link>, an <a> or a <label> that must look like one. */
export function buttonClass({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While an answer is awaited: disabled, marked busy, a spinner beside the words (which stay). */
  loading?: boolean;
  /** A decorative icon before the words. */
  icon?: IconName;
}

export function Button({ variant, size, loading = false, icon, className, type = "button", disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, className })}
      {...rest}
    >
      {loading ? <Spinner /> : icon ? <Icon name={icon} className={iconSizes[size ?? "md"]} /> : null}
      {children}
    </button>
  );
}

/** A small turning ring, for what is on its way; the words beside it say what. */
export function Spinner({ className = "size-4" }: { className?: string }) {
  return <span aria-hidden="true" className={`${className} animate-spin rounded-full border-2 border-current border-t-transparent`} />;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "children"> {
  /** What the button does, in words: its accessible name (an icon alone says nothing to a screen reader). */
  "aria-label": string;
  icon: IconName;
  /** `outline`: a ring around the disc; `plain`: only the icon, shaded on hover. */
  look?: "outline" | "plain";
  iconClassName?: string;
  children?: ReactNode;
}

/** A round button that shows only an icon: 44 px across whatever the icon's size. */
export function IconButton({ icon, look = "outline", iconClassName = "size-4", className, type = "button", ...rest }: IconButtonProps) {
  const looks = {
    outline: "border border-stone-300 bg-white hover:bg-stone-100",
    plain: "hover:bg-stone-200",
  };
  return (
    <button
      type={type}
      className={`grid size-11 shrink-0 place-items-center rounded-full disabled:cursor-not-allowed disabled:opacity-40 ${looks[look]}${className ? ` ${className}` : ""}`}
      {...rest}
    >
      <Icon name={icon} className={iconClassName} />
    </button>
  );
}
