/**
 * How a profile choice is shown: capitalised like the recipes' tags ("Sem Glúten",
 * "Café da Manhã"), while the value stored and sent stays the spec's word, lowercase.
 */
const joiningWords = new Set(["a", "à", "ao", "com", "da", "das", "de", "do", "dos", "e", "em", "na", "no", "o"]);

export function choiceLabel(value: string): string {
  return value
    .split(" ")
    .map((word, index) => (index > 0 && joiningWords.has(word) ? word : word.charAt(0).toLocaleUpperCase("pt-BR") + word.slice(1)))
    .join(" ");
}
