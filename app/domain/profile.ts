/** The profile's choice lists (spec 3, "Choice lists"), word for word and in order. */
export const preferenceOptions = [
  "vegetariano",
  "vegano",
  "pescetariano",
  "comida brasileira",
  "comida italiana",
  "comida japonesa",
  "comida mexicana",
  "baixo carboidrato",
  "sem glúten",
  "sem lactose",
] as const;

export const restrictionOptions = ["glúten", "lactose", "amendoim", "frutos do mar", "soja", "nozes", "ovos"] as const;

export const healthGoalOptions = [
  "emagrecimento",
  "ganho de massa",
  "manutenção",
  "saúde cardiovascular",
  "controle de açúcar",
  "baixo sódio",
] as const;

export const maxNameLength = 80;

/**
 * How many people the cook cooks for (issue 23): a plan's servings start there. The default
 * is 3, the Brazilian household rounded (IBGE, Censo 2022: 2,79 moradores por domicílio).
 */
export const minHouseholdSize = 1;
export const maxHouseholdSize = 12;
export const defaultHouseholdSize = 3;
export const householdSizeError = `Informe quantas pessoas, de ${minHouseholdSize} a ${maxHouseholdSize}.`;

/** The cook's profile as pages see it: no internal id travels to the browser. */
export interface Profile {
  name: string;
  email: string;
  preferences: string[];
  restrictions: string[];
  healthGoals: string[];
  householdSize: number;
  createdAt: string;
  updatedAt: string;
}
