/** A carrot cake's ingredient lines, as the chat prompt carries them: the local model's tests ask it for changes. */
export type Line = { quantity: number; unit: string; name: string };

export const bolo: Line[] = [
  { quantity: 3, unit: "unidade", name: "cenoura" },
  { quantity: 2.5, unit: "xícara", name: "farinha de trigo" },
  { quantity: 1, unit: "xícara", name: "açúcar" },
  { quantity: 3, unit: "unidade", name: "ovos" },
  { quantity: 1, unit: "xícara", name: "leite" },
  { quantity: 2, unit: "colher de sopa", name: "manteiga" },
  { quantity: 1, unit: "colher de chá", name: "fermento em pó" },
  { quantity: 1, unit: "pitada", name: "sal" },
];
