/**
 * The gates an editor's reading added (issue 22, "a catalogue an editor would sign"): what
 * makes a recipe dangerous (a named preparation the restriction engine cannot see, a
 * gluten-free tag on a condiment whose label decides, raw eggs without a warning, a
 * substitute that needs a longer cooking), what makes it fail in the kitchen (a set dessert
 * with nothing to set it, a roast given too little time) and tags that promise what the
 * recipe does not keep ("Low Carb", "Uma Panela Só"). Pure, like the gates in gates/; decision
 * 031. Here: every editor gate on one recipe, run by gates/check-recipe.ts after its own.
 */
import { checkLowCarbFoods, checkOnePot, checkGlutenLabels } from "./tags";
import { checkNamedFish } from "./names";
import { checkRawEggs, checkSubstituteDoneness, checkSubstituteTiming, checkHoneyForChildren, checkPressureRelease } from "./safety";
import { checkSetting, checkCookingTime, checkCountlessUnits } from "./kitchen";

export const editorRecipeGates = [
  checkSubstituteTiming,
  checkPressureRelease,
  checkHoneyForChildren,
  checkCountlessUnits,
  checkLowCarbFoods,
  checkOnePot,
  checkGlutenLabels,
  checkRawEggs,
  checkSubstituteDoneness,
  checkSetting,
  checkCookingTime,
  checkNamedFish,
];
