/** The text of /faq. */
import type { ContentPage } from "~/config/content-pages";
import { CONTACT_EMAIL, PRIVACY_EMAIL } from "./contacts";

export const faq: ContentPage = {
  slug: "faq",
  title: "Perguntas Frequentes",
  description:
    "Tire suas dúvidas sobre o Chef IA: receitas com IA, busca pela geladeira, alergias, conversão de medidas, lista de compras, anúncios e os seus dados.",
  sections: [
    {
      heading: "O Chef IA é gratuito?",
      paragraphs: [
        "Sim. Navegar pelo catálogo, gerar receitas, conversar com o Chef Virtual, usar o modo de preparo, guardar favoritos e montar a lista de compras não custa nada. O serviço é mantido pelos anúncios exibidos no site, que só aparecem se você aceitar os cookies de publicidade.",
      ],
    },
    {
      heading: "Preciso criar uma conta para usar?",
      paragraphs: [
        "Para navegar pelo catálogo de receitas, não. A conta é necessária para os recursos pessoais: gerar receitas com IA, conversar com o Chef Virtual, salvar favoritos, usar a lista de compras e montar o seu perfil alimentar.",
        "Não existe cadastro com senha: basta clicar em entrar e escolher a sua conta Google na janela que se abre. O Chef IA nunca recebe a sua senha do Google.",
      ],
    },
    {
      heading: "Como funciona a busca pelo que tenho na geladeira?",
      paragraphs: [
        "Digite os ingredientes que você tem em casa, como “frango, tomate, arroz e cebola”, e o Chef IA cria uma receita que aproveita esses itens, considerando também o seu perfil alimentar. Se preferir, você pode informar apenas o nome de um prato que deseja fazer.",
        "As suas buscas recentes ficam salvas na sua conta para que você possa repeti-las com facilidade.",
      ],
    },
    {
      heading: "Como as receitas com IA são criadas e conferidas?",
      paragraphs: [
        "O nosso servidor envia ao modelo de inteligência artificial somente o necessário para escrever a receita: os ingredientes ou o nome do prato e as informações do seu perfil alimentar. A receita gerada recebe o selo “Criada com IA” e passa por uma checagem automática de alérgenos com base nas restrições que você cadastrou.",
        "Mesmo assim, a IA pode errar. Antes de cozinhar, confira os ingredientes, as quantidades, as temperaturas e os tempos de cozimento, como você faria com uma receita recebida de um amigo.",
      ],
    },
    {
      heading: "Tenho alergia ou restrição alimentar. O Chef IA leva isso em conta?",
      paragraphs: [
        "Sim. No seu perfil você pode marcar restrições como glúten, lactose, amendoim, frutos do mar, soja, nozes e ovos, além de preferências e metas de saúde. Essas informações orientam a criação das receitas e a checagem automática de alérgenos.",
        "A checagem é uma ajuda, não uma garantia médica. Sempre leia os rótulos dos produtos, que podem conter traços de alérgenos, e, em caso de alergia grave, siga a orientação do seu médico ou nutricionista.",
      ],
    },
    {
      heading: "Como faço para converter as medidas dos ingredientes?",
      paragraphs: [
        "Na página da receita, use a conversão de unidades para trocar, por exemplo, gramas por xícaras ou mililitros por colheres. Você também pode pedir ao Chef Virtual que ajuste as medidas ou o número de porções.",
        "Lembre-se de que conversões entre peso e volume são aproximadas e variam conforme o ingrediente: uma xícara de farinha pesa bem menos do que uma xícara de açúcar.",
      ],
    },
    {
      heading: "O que é o modo de preparo passo a passo?",
      paragraphs: [
        "É uma tela pensada para usar enquanto você cozinha: mostra uma etapa por vez, com destaque, e oferece cronômetros para os passos que têm tempo marcado. Assim você não precisa rolar a página com as mãos sujas de farinha.",
      ],
    },
    {
      heading: "Posso usar a lista de compras em mais de um aparelho?",
      paragraphs: [
        "Pode. A lista de compras fica guardada na sua conta e é sincronizada entre os seus aparelhos. Monte a lista no computador e marque os itens no celular, lá no mercado. Basta entrar com a mesma conta Google.",
      ],
    },
    {
      heading: "Como funcionam os favoritos?",
      paragraphs: [
        "Toque no ícone de favorito em qualquer receita, do catálogo ou criada para você, e ela passa a aparecer na sua lista de favoritos. Para remover, toque no ícone de novo. Seus favoritos ficam salvos na sua conta e aparecem em qualquer aparelho em que você entrar.",
      ],
    },
    {
      heading: "O Chef Virtual pode mudar uma receita do catálogo?",
      paragraphs: [
        "O Chef Virtual pode reescrever uma receita para você, trocando ingredientes, adaptando ao seu perfil ou mudando as porções. O resultado é salvo como a sua própria versão, e a receita original do catálogo continua igual para todo mundo. As conversas com o Chef Virtual são privadas e ficam visíveis apenas para você.",
      ],
    },
    {
      heading: "Como baixo ou apago os meus dados?",
      paragraphs: [
        "Acesse o seu perfil e abra a seção “Meus dados”. Lá você pode baixar uma cópia de todas as suas informações em um arquivo JSON e, se quiser, excluir a sua conta.",
        "A exclusão apaga todos os registros ligados a você, como perfil, favoritos, lista de compras, receitas geradas, conversas e buscas recentes, e encerra todas as suas sessões abertas. Essa ação não pode ser desfeita.",
      ],
    },
    {
      heading: "Por que o site tem anúncios?",
      paragraphs: [
        "Os anúncios pagam os servidores e o uso da inteligência artificial, e é graças a eles que o Chef IA é gratuito. Eles podem aparecer como faixas na página, como telas entre uma página e outra ou como conteúdos patrocinados, sempre identificados como publicidade.",
        "Os anúncios só são carregados se você aceitar os cookies de publicidade. Se rejeitar, você continua usando todos os recursos do Chef IA.",
      ],
    },
    {
      heading: "Como mudo as minhas preferências de cookies?",
      paragraphs: [
        "Clique em “Preferências de cookies”, no rodapé de qualquer página, e escolha “Aceitar” ou “Rejeitar” de novo. A mudança vale a partir daquele momento. O cookie de sessão, que mantém você conectado, é estritamente necessário e não depende dessa escolha.",
      ],
    },
    {
      heading: "Encontrei um erro ou problema. Como aviso vocês?",
      paragraphs: [
        `Escreva para ${CONTACT_EMAIL} contando o nome ou o link da receita, o que aconteceu e, se possível, um print da tela. Respondemos em até 2 dias úteis. Se a dúvida for sobre os seus dados pessoais, use ${PRIVACY_EMAIL}.`,
      ],
    },
  ],
};
