/** The text of /termos-de-uso. */
import type { ContentPage } from "~/config/content-pages";
import { CONTACT_EMAIL, LEGAL_UPDATED_AT, PRIVACY_EMAIL } from "./contacts";

export const termosDeUso: ContentPage = {
  slug: "termos-de-uso",
  title: "Termos de Uso",
  description:
    "Leia os Termos de Uso do Chef IA: regras da conta, uso aceitável, cuidados com receitas criadas por IA, anúncios, responsabilidades e a lei aplicável.",
  updatedAt: LEGAL_UPDATED_AT,
  sections: [
    {
      heading: "Aceitação dos termos",
      paragraphs: [
        "Estes Termos de Uso regulam o uso do Chef IA, um site de receitas com recursos de inteligência artificial para quem cozinha em casa. Ao navegar pelo site ou entrar com a sua conta, você declara que leu e concorda com estes termos e com a nossa Política de Privacidade.",
        "Se você não concordar com alguma regra, pedimos que não use o serviço. Em caso de dúvida, fale com a gente antes.",
      ],
    },
    {
      heading: "O serviço",
      paragraphs: [
        "O Chef IA oferece um catálogo de receitas aberto a todos os visitantes e, para quem entra com uma conta Google, recursos pessoais: criação de receitas com inteligência artificial a partir de ingredientes ou do nome de um prato, conversa com o Chef Virtual, conversão de medidas, modo de preparo passo a passo com cronômetros, favoritos, lista de compras sincronizada e perfil alimentar.",
        "O uso é gratuito e mantido por anúncios. Podemos melhorar, alterar ou descontinuar recursos ao longo do tempo, e a inteligência artificial pode ficar indisponível de forma temporária.",
      ],
    },
    {
      heading: "Sua conta",
      paragraphs: [
        "O acesso aos recursos pessoais é feito com a sua conta Google, por meio de uma janela de login do próprio Google. Você é responsável por manter essa conta segura e por tudo o que for feito no Chef IA enquanto estiver conectado.",
        "Para criar uma conta, você deve ter 18 anos ou mais ou contar com a autorização e o acompanhamento dos pais ou responsáveis. Você pode excluir a sua conta a qualquer momento na seção “Meus dados” do seu perfil.",
      ],
    },
    {
      heading: "Uso aceitável",
      paragraphs: [
        "Queremos que o Chef IA seja um lugar útil e seguro para todo mundo. Por isso, ao usar o serviço, você concorda em não:",
      ],
      list: [
        "Usar a inteligência artificial para fins que não tenham relação com culinária, ou tentar manipulá-la para gerar conteúdo ilegal, ofensivo, perigoso ou enganoso.",
        "Tentar contornar limites de uso, enviar pedidos em massa ou sobrecarregar o serviço de qualquer forma.",
        "Copiar o conteúdo do site de forma automatizada, com robôs, raspadores (scraping) ou ferramentas semelhantes, sem a nossa autorização por escrito.",
        "Acessar ou tentar acessar dados de outras pessoas, explorar falhas de segurança ou interferir no funcionamento do site.",
        "Clicar em anúncios de forma artificial ou gerar tráfego falso.",
        "Revender, sublicenciar ou explorar comercialmente o serviço ou o seu conteúdo sem autorização.",
        "Inserir dados pessoais de terceiros sem necessidade ou usar o serviço para violar direitos de outras pessoas.",
      ],
    },
    {
      heading: "Receitas e respostas criadas por inteligência artificial",
      paragraphs: [
        "As receitas geradas pela inteligência artificial recebem o selo “Criada com IA”. Elas são escritas automaticamente por um modelo de linguagem e podem conter erros de ingredientes, quantidades, medidas, tempos ou temperaturas. O mesmo vale para as respostas e adaptações do Chef Virtual e para as conversões de medidas, que são aproximadas.",
        "Antes de preparar qualquer receita, você deve revisá-la com atenção. Em especial:",
      ],
      list: [
        "Confira se algum ingrediente contém alérgenos ou substâncias a que você ou quem vai comer a refeição tem restrição, lendo também os rótulos dos produtos.",
        "Garanta que carnes, aves, peixes, frutos do mar e ovos atinjam o ponto e a temperatura de cozimento seguros.",
        "Siga as boas práticas de higiene e de conservação dos alimentos.",
        "Não trate as receitas, as metas de saúde ou as informações nutricionais estimadas como orientação médica ou nutricional. Em caso de alergia, doença ou dieta prescrita, siga as recomendações de um profissional de saúde.",
      ],
    },
    {
      heading: "Checagem automática de alérgenos",
      paragraphs: [
        "O Chef IA compara automaticamente os ingredientes das receitas com as restrições do seu perfil e avisa quando encontra algo que mereça atenção. Essa checagem é uma ferramenta de apoio e não é uma garantia médica: ela depende das informações que você cadastrou e dos nomes dos ingredientes, e não detecta, por exemplo, traços de alérgenos presentes em produtos industrializados.",
      ],
    },
    {
      heading: "Seu conteúdo",
      paragraphs: [
        "As receitas geradas para você, as versões reescritas pelo Chef Virtual e o histórico das suas conversas ficam guardados na sua conta e são privados. Uma versão reescrita pelo Chef Virtual é sempre a sua própria versão: as receitas do catálogo nunca são alteradas.",
        "Você pode usar livremente, para fins pessoais, as receitas criadas para você. Para que o serviço funcione, você nos autoriza a armazenar e processar esse conteúdo, inclusive enviando-o ao provedor de inteligência artificial quando necessário para atender os seus pedidos, conforme a Política de Privacidade.",
        "Você é responsável pelo que escreve nos campos de busca e nas conversas. Não envie conteúdo ilegal, ofensivo ou que viole direitos de terceiros.",
      ],
    },
    {
      heading: "Propriedade intelectual",
      paragraphs: [
        "A marca Chef IA, o design do site, os textos e as imagens do catálogo, as ilustrações e o software pertencem ao Chef IA ou são usados com autorização, e estão protegidos pela legislação de direitos autorais e de propriedade industrial.",
        "Você pode consultar o conteúdo do catálogo para uso pessoal e compartilhar os links das receitas à vontade. Não é permitido copiar, republicar ou distribuir o conteúdo do site em outros locais sem a nossa autorização.",
      ],
    },
    {
      heading: "Anúncios",
      paragraphs: [
        "O Chef IA é gratuito porque exibe anúncios fornecidos por uma rede de anúncios. Eles podem aparecer como faixas, como telas entre páginas ou como conteúdos patrocinados, e só são carregados se você aceitar os cookies de publicidade.",
        "Os produtos e serviços anunciados são de responsabilidade dos próprios anunciantes. A exibição de um anúncio não significa que o Chef IA recomenda aquele produto, e qualquer compra feita a partir dele é uma relação entre você e o anunciante.",
      ],
    },
    {
      heading: "Suspensão e encerramento",
      paragraphs: [
        "Podemos limitar, suspender ou encerrar o acesso de contas que descumpram estes termos, que coloquem em risco a segurança do serviço ou de outras pessoas, ou quando houver determinação legal. Sempre que possível, avisaremos o motivo.",
        "Você pode deixar de usar o Chef IA e excluir a sua conta quando quiser, sem nenhum custo.",
      ],
    },
    {
      heading: "Limitação de responsabilidade",
      paragraphs: [
        "Trabalhamos para que o Chef IA funcione bem e ofereça conteúdo de qualidade, mas o serviço é prestado no estado em que se encontra e pode apresentar falhas ou interrupções. Na medida permitida pela lei, o Chef IA não se responsabiliza por danos decorrentes do preparo ou do consumo de receitas sem a revisão descrita nestes termos, do uso inadequado do serviço ou de produtos e serviços de anunciantes.",
        "Nada nestes termos limita direitos que a legislação brasileira, incluindo o Código de Defesa do Consumidor, garante a você e que não possam ser afastados por contrato.",
      ],
    },
    {
      heading: "Alterações destes termos",
      paragraphs: [
        "Podemos atualizar estes termos para acompanhar mudanças no serviço ou na legislação. A data da última atualização aparece no topo da página e, quando a mudança for relevante, avisaremos no próprio site. Se você continuar usando o Chef IA depois da atualização, entenderemos que concorda com a nova versão.",
      ],
    },
    {
      heading: "Lei aplicável e foro",
      paragraphs: [
        "Estes termos são regidos pelas leis da República Federativa do Brasil. Qualquer controvérsia será resolvida no foro do seu domicílio, como garante o Código de Defesa do Consumidor. Antes de recorrer à Justiça, convidamos você a falar com a gente: a maioria das questões se resolve com uma boa conversa.",
      ],
    },
    {
      heading: "Contato",
      paragraphs: [
        `Dúvidas sobre estes termos podem ser enviadas para ${CONTACT_EMAIL}. Assuntos sobre dados pessoais devem ser enviados para ${PRIVACY_EMAIL}.`,
      ],
    },
  ],
};
