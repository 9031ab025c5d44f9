/** The template of the institutional pages (their text is in `content/`, read by the server). */
export const contentPage = {
  updatedAt: "Última atualização:",
};
