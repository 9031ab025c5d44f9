/** How the plan names a day: "Quarta-feira, 25 de nov.", and the first letter of a weekday made capital. */
import { shortDate, weekdayName } from "~/domain/plan/week";

export const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
export const dayTitle = (day: string) => `${capitalised(weekdayName(day))}, ${shortDate(day)}`;
