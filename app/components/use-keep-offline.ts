/**
 * The week's plan, favourites and "Minhas receitas" ask the service worker to keep their
 * recipes while there is a connection, so they open whole in the market and at the stove
 * (issue 24). The worker keeps each page once and skips what it already has.
 */
import { useEffect } from "react";
import { href } from "react-router";
import { keepOffline } from "~/lib/keep-offline";
import { budget } from "~/lib/offline-policy";
import { useOnline } from "./use-online";

/** A page asks for at most this many recipes (the first ones it lists). */
export const recipesKeptPerPage = budget.keptPerRequest;

/** The pages of these recipes, in the order listed, each once: /receitas/<id> (the worker drops ?porcoes). */
export function recipePaths(recipeIds: readonly string[]): string[] {
  return [...new Set(recipeIds)].slice(0, recipesKeptPerPage).map((id) => href("/receitas/:id", { id }));
}

/** Asks for the listed recipes once per list loaded, when online (again if the connection comes back). */
export function useKeepOffline(recipeIds: readonly string[]): void {
  const online = useOnline();
  // The paths as one value: a revalidation with the same recipes asks nothing new.
  const paths = recipePaths(recipeIds).join("\n");
  useEffect(() => {
    if (online && paths) keepOffline(paths.split("\n"));
  }, [online, paths]);
}
