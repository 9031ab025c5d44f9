/** The alt text of a recipe's picture: what the drawing shows, in a sentence. */
export const illustration = {
  /** "Ilustração: moqueca baiana de peixe na panela de barro, com tomate, pimentões e coentro" */
  alt: (dish: string, vessel: string, shown: readonly string[]) =>
    `Ilustração: ${dish}${vessel ? ` ${vessel}` : ""}${shown.length > 0 ? `, com ${listed(shown)}` : ""}`,
  /** What the picture's address answers when there is no picture, or none yet. */
  notFound: "Ilustração não encontrada.",
  busy: "Ilustração em preparo. Tente de novo em instantes.",
  /** A recipe with a photo of its own. */
  photo: (title: string) => `Foto: ${title}`,
  vessels: {
    prato: "no prato",
    tigela: "na tigela",
    copo: "no copo",
    xicara: "na xícara",
    caneca: "na caneca",
    forma: "na forma",
    travessa: "na travessa",
    panela: "na panela",
    tabua: "na tábua",
    cuia: "na cuia",
    clay: "na panela de barro",
  },
} as const;

function listed(words: readonly string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} e ${words.at(-1)}`;
}
