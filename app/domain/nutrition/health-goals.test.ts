import { describe, expect, it } from "vitest";
import { healthGoalOptions } from "~/domain/profile";
import { goalLimits, goalNotes, type GoalValues } from "./health-goals";

describe("health goals against a serving", () => {
  const all = ["baixo sódio", "emagrecimento", "controle de açúcar"];

  it.each<[string, GoalValues | null, string[], string[]]>([
    ["nothing for a cook without goals", { sodium: 2000, calories: 900, carbs: 120 }, [], []],
    [
      "nothing for goals without a limit",
      { sodium: 2000, calories: 900, carbs: 120 },
      ["ganho de massa", "manutenção", "saúde cardiovascular"],
      [],
    ],
    ["baixo sódio: 601 mg is over 600", { sodium: 601 }, ["baixo sódio"], ["baixo sódio"]],
    ["baixo sódio: 600 mg is not over", { sodium: 600 }, ["baixo sódio"], []],
    ["emagrecimento: 601 kcal is over 600", { calories: 601 }, ["emagrecimento"], ["emagrecimento"]],
    ["emagrecimento: 600 kcal is not over", { calories: 600 }, ["emagrecimento"], []],
    ["controle de açúcar: 60.1 g of carbohydrate is over 60", { carbs: 60.1 }, ["controle de açúcar"], ["controle de açúcar"]],
    ["controle de açúcar: 60 g is not over", { carbs: 60 }, ["controle de açúcar"], []],
    ["every goal over, in a fixed order", { sodium: 900, calories: 700, carbs: 80 }, [...all].reverse(), all],
    ["only the cook's goals", { sodium: 900, calories: 700, carbs: 80 }, ["emagrecimento"], ["emagrecimento"]],
    ["an unknown sodium says nothing (a model's estimate without it)", { calories: 300, carbs: 20 }, ["baixo sódio"], []],
    ["a null value says nothing (a card without nutrition)", { sodium: null, calories: null, carbs: null }, all, []],
    ["no nutrition at all says nothing", null, all, []],
  ])("%s", (_, values, goals, marked) => {
    expect(goalNotes(values, goals).map((note) => note.goal)).toEqual(marked);
  });

  it("gives the value and the limit it went over", () => {
    expect(goalNotes({ sodium: 812 }, ["baixo sódio"])).toEqual([{ goal: "baixo sódio", nutrient: "sodium", value: 812, limit: 600 }]);
  });

  it("names goals exactly as the profile offers them", () => {
    for (const { goal } of goalLimits) expect(healthGoalOptions).toContain(goal);
  });
});
