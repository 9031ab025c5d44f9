/** The text of /sobre. */
import type { ContentPage } from "~/config/content-pages";
import { CONTACT_EMAIL, PRIVACY_EMAIL } from "./contacts";

export const sobre: ContentPage = {
  slug: "sobre",
  title: "Sobre o Chef IA",
  description:
    "Conheça o Chef IA: receitas brasileiras e uma inteligência artificial que ajuda você a cozinhar com o que tem em casa e a desperdiçar menos comida.",
  sections: [
    {
      heading: "Quem somos",
      paragraphs: [
        "O Chef IA nasceu de uma cena que todo mundo conhece: abrir a geladeira no fim do dia, ver meia cebola, dois ovos, um resto de arroz e pensar “e agora, o que eu faço com isso?”. Somos um projeto brasileiro feito por quem gosta de cozinhar e acredita que a comida de casa pode ser simples, gostosa e sem desperdício.",
        "Aqui você encontra um catálogo de receitas para navegar livremente e, ao entrar com a sua conta Google, ganha um ajudante de cozinha que transforma os ingredientes que você já tem, ou o nome de um prato, em uma receita pensada para você.",
      ],
    },
    {
      heading: "Nossa missão",
      paragraphs: [
        "Queremos ajudar quem cozinha em casa, no Brasil, a aproveitar melhor o que já está na despensa e na geladeira. Cozinhar com o que se tem economiza dinheiro, poupa idas ao mercado e evita que alimentos bons acabem no lixo.",
        "Por isso, tudo no Chef IA gira em torno da sua rotina real: receitas com ingredientes fáceis de achar, medidas que você pode converter para o que tem na gaveta, um modo de preparo passo a passo com cronômetros e uma lista de compras que acompanha você do celular ao computador.",
      ],
    },
    {
      heading: "Como a inteligência artificial trabalha na sua cozinha",
      paragraphs: [
        "Quando você informa os ingredientes que tem ou o prato que deseja, o nosso servidor envia esse pedido a um modelo de linguagem, um tipo de inteligência artificial treinada para escrever textos. Junto do pedido vão apenas as informações necessárias para montar a receita, como as suas preferências e restrições alimentares. Seu nome, seu e-mail e os demais dados da sua conta não são enviados.",
        "A receita volta com ingredientes, quantidades e etapas, recebe o selo “Criada com IA” e fica guardada na sua conta. Antes de chegar até você, ela passa por uma checagem automática que compara os ingredientes com as restrições do seu perfil e avisa se encontrar algo que mereça atenção.",
        "Você também pode conversar com o Chef Virtual para tirar dúvidas, pedir substituições ou ajustar porções. Quando ele reescreve uma receita, o resultado vira a sua própria versão: as receitas do catálogo continuam sempre como estão.",
      ],
    },
    {
      heading: "O que a IA ainda não faz por você",
      paragraphs: [
        "A inteligência artificial é uma ótima parceira de ideias, mas não prova a comida, não lê o rótulo dos seus ingredientes e pode errar. Ela pode sugerir uma quantidade exagerada, um tempo de forno curto demais ou deixar passar um ingrediente que contém alérgenos.",
        "Por isso, toda receita “Criada com IA” precisa da sua revisão. A checagem automática de alérgenos ajuda, mas não substitui a sua atenção nem a orientação de um médico ou nutricionista.",
      ],
      list: [
        "Confira os ingredientes e os rótulos se você ou alguém da casa tem alergia ou intolerância.",
        "Verifique temperaturas e tempos de cozimento, principalmente de carnes, aves, peixes e ovos.",
        "Use o bom senso: se algo parecer estranho na receita, confie na sua experiência.",
      ],
    },
    {
      heading: "Como o Chef IA se mantém gratuito",
      paragraphs: [
        "O Chef IA é gratuito para quem cozinha. Quem paga as contas, incluindo os servidores e o uso da inteligência artificial, são os anúncios exibidos no site, fornecidos por uma rede de anúncios parceira.",
        "Os anúncios e qualquer ferramenta de rastreamento só são carregados depois que você escolhe “Aceitar” no aviso de cookies. Se preferir “Rejeitar”, você continua usando o Chef IA normalmente, e pode mudar de ideia quando quiser pelo link “Preferências de cookies”, no rodapé de todas as páginas.",
      ],
    },
    {
      heading: "Fale com a gente",
      paragraphs: [
        `Sugestões, elogios, críticas e receitas que não deram certo nos ajudam a melhorar. Escreva para ${CONTACT_EMAIL} e responderemos em até 2 dias úteis. Para assuntos sobre os seus dados pessoais, o endereço é ${PRIVACY_EMAIL}.`,
      ],
    },
  ],
};
