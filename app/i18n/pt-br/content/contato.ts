/** The text of /contato. */
import type { ContentPage } from "~/config/content-pages";
import { CONTACT_EMAIL, PRIVACY_EMAIL } from "./contacts";

export const contato: ContentPage = {
  slug: "contato",
  title: "Fale Conosco",
  description:
    "Fale com a equipe do Chef IA: tire dúvidas, envie sugestões e avise sobre erros em receitas pelo e-mail contato@chefia.com.br. Resposta em até 2 dias úteis.",
  sections: [
    {
      heading: "Como falar com a gente",
      paragraphs: [
        `O jeito mais rápido de falar com a equipe do Chef IA é pelo e-mail ${CONTACT_EMAIL}. Por ele recebemos dúvidas sobre o uso do site, sugestões de receitas e recursos, avisos de erros e também elogios, que sempre alegram a nossa cozinha.`,
        "Antes de escrever, vale dar uma olhada nas Perguntas Frequentes: talvez a resposta já esteja lá.",
      ],
    },
    {
      heading: "Encontrou um erro em uma receita?",
      paragraphs: [
        "Agradecemos muito quando alguém avisa que uma receita não deu certo. Para conseguirmos entender e corrigir o problema depressa, inclua na sua mensagem:",
      ],
      list: [
        "O nome da receita e o link da página em que ela aparece.",
        "Se é uma receita do catálogo ou uma receita com o selo “Criada com IA”.",
        "O trecho com problema: ingrediente, quantidade, medida, etapa, tempo ou temperatura.",
        "O que aconteceu e o que você esperava que acontecesse.",
        "O aparelho e o navegador que você estava usando, se o problema for no site.",
        "Um print da tela, se puder.",
      ],
    },
    {
      heading: "Prazo de resposta",
      paragraphs: [
        "Respondemos todas as mensagens em até 2 dias úteis. Quando o assunto exigir uma análise mais demorada, como a revisão de uma receita do catálogo, avisamos que recebemos o seu contato e retornamos assim que tivermos uma solução.",
      ],
    },
    {
      heading: "Pedidos sobre privacidade e dados pessoais",
      paragraphs: [
        `Assuntos ligados aos seus dados pessoais devem ser enviados para ${PRIVACY_EMAIL}. Esse é também o canal do nosso encarregado pelo tratamento de dados pessoais, conforme a Lei Geral de Proteção de Dados.`,
        "Para agilizar, lembre que você mesmo pode baixar uma cópia dos seus dados ou excluir a sua conta a qualquer momento, na seção “Meus dados” do seu perfil.",
        "Por segurança, nunca envie senhas nem documentos pessoais por e-mail. Se precisarmos confirmar a sua identidade, orientaremos como fazer isso.",
      ],
    },
  ],
};
