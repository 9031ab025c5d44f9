export const brand = "Chef IA";
