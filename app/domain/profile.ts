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

/** The cook's profile as pages see it: no internal id travels to the browser. */
export interface Profile {
  name: string;
  email: string;
  preferences: string[];
  restrictions: string[];
  healthGoals: string[];
  createdAt: string;
  updatedAt: string;
}
