/** The text of /politica-de-privacidade. */
import type { ContentPage } from "~/config/content-pages";
import { CONTACT_EMAIL, PRIVACY_EMAIL, PRIVACY_UPDATED_AT } from "./contacts";

/** What the AI limits keep after the account is deleted (issue 20; app/lib/model/usage.server.ts). */
export const quotaAfterDeletion =
  "Depois da exclusão, os limites de uso da inteligência artificial continuam valendo por até 24 horas, para que excluir a conta e criá-la de novo não sirva para contorná-los. Para isso, de cada pedido feito à IA nas 24 horas anteriores guardamos apenas o tipo de pedido, o horário e um código calculado a partir do seu e-mail com uma chave secreta nossa, que não revela o e-mail nem o seu nome; o endereço IP de onde o pedido veio fica guardado só durante a primeira hora. Esses registros são apagados automaticamente 24 horas depois de cada pedido.";

export const politicaDePrivacidade: ContentPage = {
  slug: "politica-de-privacidade",
  title: "Política de Privacidade",
  description:
    "Saiba quais dados o Chef IA coleta, por que e como os protege, o que é enviado à IA, como funcionam os cookies e como exercer seus direitos pela LGPD.",
  updatedAt: PRIVACY_UPDATED_AT,
  sections: [
    {
      heading: "Quem somos e a quem esta política se aplica",
      paragraphs: [
        "Esta Política de Privacidade explica como o Chef IA trata os dados pessoais de quem visita o site e de quem cria uma conta, em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).",
        `O Chef IA é o controlador dos seus dados pessoais, ou seja, é quem decide como e para que eles são usados. O nosso encarregado pelo tratamento de dados pessoais pode ser contatado pelo e-mail ${PRIVACY_EMAIL}.`,
        "Procuramos coletar apenas o necessário para que o Chef IA funcione bem e com segurança. Não vendemos os seus dados pessoais.",
      ],
    },
    {
      heading: "Quais dados coletamos",
      paragraphs: [
        "Quem apenas navega pelo catálogo, sem entrar na conta, não precisa nos fornecer nenhuma informação pessoal. Nesse caso, tratamos somente dados técnicos de acesso e a sua escolha no aviso de cookies.",
        "Quando você entra com a sua conta Google e usa os recursos pessoais, tratamos:",
      ],
      list: [
        "Dados da conta: nome, endereço de e-mail, foto de perfil e o identificador da sua conta Google, recebidos do Google quando você autoriza o acesso. Nunca recebemos a sua senha.",
        "Perfil alimentar: preferências, restrições (como glúten, lactose, amendoim, frutos do mar, soja, nozes e ovos) e metas de saúde que você decidir informar.",
        "Conteúdo que você cria: receitas geradas com IA, versões de receitas reescritas pelo Chef Virtual e o histórico das suas conversas com ele.",
        "Dados de uso dos recursos: favoritos, lista de compras e buscas recentes de ingredientes.",
        "Dados técnicos: cookie de sessão, endereço IP, data e hora de acesso, tipo de navegador e aparelho, usados para manter você conectado e proteger o serviço.",
        "Sua escolha sobre cookies de publicidade, guardada no seu navegador.",
      ],
    },
    {
      heading: "Para que usamos os seus dados e com qual base legal",
      paragraphs: ["Cada uso que fazemos dos seus dados tem uma finalidade definida e uma base legal prevista na LGPD:"],
      list: [
        "Execução de contrato (art. 7º, V): criar e manter a sua conta, gerar receitas, permitir a conversa com o Chef Virtual, guardar favoritos, lista de compras, perfil e buscas recentes e sincronizar tudo entre os seus aparelhos.",
        "Consentimento (art. 7º, I): carregar anúncios e cookies ou ferramentas de rastreamento da rede de anúncios, apenas depois que você escolhe “Aceitar” no aviso de cookies.",
        "Legítimo interesse (art. 7º, IX): garantir a segurança do serviço, prevenir fraudes, abusos e uso automatizado indevido, como excesso de pedidos à inteligência artificial, sempre respeitando os seus direitos e expectativas.",
        "Cumprimento de obrigação legal (art. 7º, II): guardar registros de acesso à aplicação e atender a ordens de autoridades, quando a lei exigir.",
      ],
    },
    {
      heading: "Dados sobre alimentação e saúde",
      paragraphs: [
        "Restrições alimentares e metas de saúde podem revelar informações sobre a sua saúde, que a LGPD considera dados pessoais sensíveis. Por isso, o preenchimento do perfil alimentar é opcional: só tratamos essas informações quando você decide informá-las, com o seu consentimento, e apenas para adaptar as receitas e fazer a checagem automática de alérgenos.",
        "Você pode alterar ou apagar essas informações a qualquer momento no seu perfil. Sem elas, o Chef IA continua funcionando, mas as receitas não serão adaptadas às suas restrições.",
      ],
    },
    {
      heading: "O que é enviado ao provedor de inteligência artificial",
      paragraphs: [
        "As receitas e as respostas do Chef Virtual são escritas por um modelo de linguagem de um provedor de inteligência artificial contratado por nós. Quem se comunica com esse provedor é o nosso servidor, e ele envia somente o necessário para atender o seu pedido:",
      ],
      list: [
        "Os ingredientes que você informou ou o nome do prato que deseja.",
        "A receita sobre a qual você está conversando ou que pediu para adaptar ou converter.",
        "As mensagens que você escreve na conversa com o Chef Virtual.",
        "As informações do seu perfil alimentar necessárias para aquele pedido.",
      ],
    },
    {
      heading: "O que não enviamos à inteligência artificial",
      paragraphs: [
        "Seu nome, seu e-mail, sua foto, o identificador da sua conta, o seu endereço IP, seus favoritos e a sua lista de compras não são enviados ao provedor de inteligência artificial. Como as mensagens do chat são enviadas, recomendamos não escrever nelas informações pessoais que não tenham relação com a receita.",
      ],
    },
    {
      heading: "Cookies e tecnologias semelhantes",
      paragraphs: [
        "Usamos um cookie de sessão estritamente necessário, que mantém você conectado com segurança depois de entrar com a conta Google. Sem ele o login não funciona, por isso ele não depende de consentimento. Ele deixa de valer quando você sai da conta, quando a sessão expira ou quando a conta é excluída.",
        "Cookies e ferramentas de publicidade e rastreamento da rede de anúncios só são carregados depois que você escolhe “Aceitar” no aviso de cookies. Se escolher “Rejeitar”, nenhum anúncio ou rastreador é carregado e você continua usando o Chef IA normalmente.",
        "Você pode mudar a sua escolha a qualquer momento pelo link “Preferências de cookies”, no rodapé de todas as páginas. Retirar o consentimento não afeta o que foi feito antes da mudança, mas impede novos carregamentos a partir dela.",
      ],
    },
    {
      heading: "Com quem compartilhamos os seus dados",
      paragraphs: ["Compartilhamos dados apenas com quem nos ajuda a prestar o serviço, e somente na medida necessária:"],
      list: [
        "Provedor de inteligência artificial: recebe apenas as informações descritas acima, para gerar receitas e respostas.",
        "Provedores de hospedagem e banco de dados: armazenam e processam os dados do Chef IA em nosso nome, seguindo as nossas instruções.",
        "Google: processa o seu login quando você escolhe entrar com a conta Google, conforme a política de privacidade do próprio Google.",
        "Rede de anúncios: somente se você aceitar os cookies de publicidade. Nesse caso, ela pode coletar dados do seu navegador e aparelho, como identificadores de cookies, endereço IP e as páginas visitadas, para exibir e medir anúncios, de acordo com a política de privacidade dela.",
        "Autoridades públicas: quando houver obrigação legal ou ordem judicial.",
      ],
    },
    {
      heading: "Transferência internacional de dados",
      paragraphs: [
        "Alguns dos nossos fornecedores, como o provedor de inteligência artificial, a hospedagem e a rede de anúncios, podem processar dados em servidores localizados fora do Brasil. Nesses casos, a transferência ocorre somente nas hipóteses permitidas pelo art. 33 da LGPD e com fornecedores que ofereçam garantias adequadas de proteção dos dados pessoais.",
      ],
    },
    {
      heading: "Por quanto tempo guardamos os seus dados",
      paragraphs: [
        "Guardamos os dados da sua conta, o perfil alimentar, as receitas geradas, as conversas, os favoritos, a lista de compras e as buscas recentes enquanto a sua conta existir. Enquanto isso, você pode alterar o seu perfil alimentar, remover favoritos e tirar itens da lista de compras quando quiser.",
        "Quando você exclui a sua conta, removemos do nosso banco de dados todos os registros ligados a você e encerramos todas as suas sessões. Registros de acesso à aplicação, como endereço IP, data e hora, podem ser mantidos pelo prazo de seis meses exigido pelo Marco Civil da Internet (Lei nº 12.965/2014), e depois são descartados.",
        quotaAfterDeletion,
        "A sua escolha sobre cookies fica no seu navegador até que você a altere ou limpe os dados de navegação.",
      ],
    },
    {
      heading: "Como protegemos os seus dados",
      paragraphs: [
        "Adotamos medidas técnicas e administrativas para proteger os seus dados contra acessos não autorizados, perdas e vazamentos, como comunicação criptografada (HTTPS), autenticação pela conta Google, controle de acesso e separação dos dados de cada conta: as suas conversas e receitas geradas são privadas e visíveis apenas para você.",
        "Nenhum sistema é totalmente imune a falhas. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos a Autoridade Nacional de Proteção de Dados (ANPD) e as pessoas afetadas, como determina a LGPD.",
      ],
    },
    {
      heading: "Seus direitos como titular dos dados",
      paragraphs: [
        "O art. 18 da LGPD garante a você, a qualquer momento e gratuitamente, os seguintes direitos sobre os seus dados pessoais:",
      ],
      list: [
        "Confirmação da existência de tratamento dos seus dados.",
        "Acesso aos dados que temos sobre você.",
        "Correção de dados incompletos, inexatos ou desatualizados.",
        "Anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD.",
        "Portabilidade dos dados a outro fornecedor de serviço ou produto.",
        "Eliminação dos dados tratados com base no seu consentimento.",
        "Informação sobre as entidades públicas e privadas com as quais compartilhamos os seus dados.",
        "Informação sobre a possibilidade de não dar consentimento e sobre as consequências da recusa.",
        "Revogação do consentimento, a qualquer momento.",
        "Oposição a tratamento feito com base em outras hipóteses legais, em caso de descumprimento da LGPD.",
        "Revisão de decisões tomadas unicamente com base em tratamento automatizado que afetem os seus interesses (art. 20).",
      ],
    },
    {
      heading: "Como exercer os seus direitos",
      paragraphs: ["Boa parte dos seus direitos pode ser exercida diretamente no Chef IA, sem precisar falar com ninguém:"],
      list: [
        "Confirmação, acesso e portabilidade: no seu perfil, na seção “Meus dados”, baixe uma cópia de todos os seus dados em um arquivo JSON, um formato aberto e legível por outros sistemas.",
        "Eliminação: na mesma seção “Meus dados”, exclua a sua conta. Todos os registros ligados a você são removidos e todas as suas sessões são encerradas; só o registro de uso da inteligência artificial descrito acima fica guardado, sem o seu nome nem o seu e-mail, por até 24 horas.",
        "Correção: edite o seu perfil alimentar, seus favoritos e sua lista de compras a qualquer momento. Nome, e-mail e foto vêm da sua conta Google.",
        "Revogação do consentimento e oposição à publicidade: use o link “Preferências de cookies”, no rodapé, e escolha “Rejeitar”.",
        `Demais pedidos, como informação sobre compartilhamento, bloqueio, oposição ou revisão de decisões automatizadas: escreva para ${PRIVACY_EMAIL}.`,
      ],
    },
    {
      heading: "Como respondemos aos pedidos enviados por e-mail",
      paragraphs: [
        "Para proteger você, podemos pedir que a solicitação seja feita a partir do mesmo e-mail da sua conta ou que confirme a sua identidade de outra forma simples. Respondemos em até 15 dias, prazo previsto na LGPD. Se não pudermos atender algum pedido, explicaremos o motivo.",
      ],
    },
    {
      heading: "Crianças e adolescentes",
      paragraphs: [
        "O Chef IA é destinado a pessoas adultas. Adolescentes podem usá-lo com a autorização e o acompanhamento dos pais ou responsáveis. Não coletamos intencionalmente dados de crianças menores de 12 anos. Se percebermos que isso aconteceu, apagaremos os dados. Se você é responsável por uma criança e acredita que ela nos forneceu dados, escreva para o nosso encarregado.",
      ],
    },
    {
      heading: "Reclamações à ANPD",
      paragraphs: [
        "Se você entender que os seus dados não estão sendo tratados de acordo com a LGPD, pode apresentar uma reclamação à Autoridade Nacional de Proteção de Dados (ANPD), pelo site www.gov.br/anpd. Antes disso, se preferir, fale com o nosso encarregado: faremos o possível para resolver a sua questão rapidamente.",
      ],
    },
    {
      heading: "Alterações nesta política",
      paragraphs: [
        "Podemos atualizar esta política para refletir mudanças no Chef IA ou na legislação. A data da última atualização aparece no topo da página. Quando a mudança for relevante, avisaremos no próprio site e, se ela exigir um novo consentimento, pediremos antes de aplicá-la.",
      ],
    },
    {
      heading: "Contato",
      paragraphs: [
        `Dúvidas sobre esta política ou sobre os seus dados pessoais podem ser enviadas ao nosso encarregado pelo e-mail ${PRIVACY_EMAIL}. Para outros assuntos, escreva para ${CONTACT_EMAIL}.`,
      ],
    },
  ],
};
