/**
 * Every user-facing string, grouped by feature. Texts from the spec are copied
 * word for word; tests import them so a changed string fails loudly.
 *
 * Each group is a module of its own (`pt-br/<group>.ts`), re-exported here, and code
 * reads them as `import * as t from "~/i18n/pt-br"`: the bundler follows `t.detail` to
 * its module, so a page's JavaScript carries only the groups its modules use.
 */
export { brand } from "./pt-br/brand";
export { layout } from "./pt-br/layout";
export { home } from "./pt-br/home";
export { card } from "./pt-br/card";
export { illustration } from "./pt-br/illustration";
export { list } from "./pt-br/list";
export { detail } from "./pt-br/detail";
export { nutrition } from "./pt-br/nutrition";
export { notFound } from "./pt-br/not-found";
export { error } from "./pt-br/error";
export { kitchen } from "./pt-br/kitchen";
export { myRecipes } from "./pt-br/my-recipes";
export { reviews } from "./pt-br/reviews";
export { cooking } from "./pt-br/cooking";
export { profile } from "./pt-br/profile";
export { plan } from "./pt-br/plan";
export { fridge } from "./pt-br/fridge";
export { chat } from "./pt-br/chat";
export { ads } from "./pt-br/ads";
export { quota } from "./pt-br/quota";
export { signIn } from "./pt-br/sign-in";
export { model, modelReplies } from "./pt-br/model-replies";
export { changes } from "./pt-br/changes";
export { contentPage } from "./pt-br/content-page";
export { http } from "./pt-br/http";
export { offline } from "./pt-br/offline";
export { devTools } from "./pt-br/dev-tools";
export { recipeImport } from "./pt-br/import";
export {
  signInMessages,
  defaultSignInMessage,
  heroSignInMessage,
  signOutFailedMessage,
  profileReadFailedMessage,
} from "./pt-br/sign-in-errors";
export { formatNumber } from "./pt-br/number";
