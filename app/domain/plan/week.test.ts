import { describe, expect, it } from "vitest";
import { addDays, daysOf, mondayOf, todayInBrazil, weekOf, weekRange, weekdayName } from "./week";

describe("ISO weeks", () => {
  it.each([
    // ISO 8601: the week with the year's first Thursday is week 1.
    ["2026-11-26", "2026-W48"],
    ["2026-11-30", "2026-W49"],
    ["2026-12-06", "2026-W49"],
    ["2027-01-01", "2026-W53"],
    ["2027-01-04", "2027-W01"],
    ["2025-12-29", "2026-W01"],
    ["2024-12-30", "2025-W01"],
    ["2021-01-03", "2020-W53"],
  ])("%s is in %s", (day, week) => {
    expect(weekOf(day)).toBe(week);
  });

  it.each([
    ["2026-W49", "2026-11-30"],
    ["2026-W01", "2025-12-29"],
    ["2026-W53", "2026-12-28"],
    ["2025-W53", null],
    ["2026-W00", null],
    ["2026-W54", null],
    ["2026-49", null],
    ["semana 3", null],
    ["1999-W10", null],
  ])("%s starts on %s", (week, monday) => {
    expect(mondayOf(week)).toBe(monday);
  });

  it("lists the seven days, Monday first, and names them", () => {
    const days = daysOf("2026-W49");
    expect(days).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(days.map(weekdayName)).toEqual([
      "segunda-feira",
      "terça-feira",
      "quarta-feira",
      "quinta-feira",
      "sexta-feira",
      "sábado",
      "domingo",
    ]);
    expect(weekRange("2026-W49")).toBe("30 de nov. a 6 de dez.");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("takes today in Brasília: 01:00 UTC is still yesterday there", () => {
    expect(todayInBrazil(new Date("2026-11-27T01:00:00Z"))).toBe("2026-11-26");
    expect(todayInBrazil(new Date("2026-11-27T04:00:00Z"))).toBe("2026-11-27");
  });
});
