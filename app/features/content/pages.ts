/**
 * Conteúdo estático das páginas institucionais do Chef IA (pt-BR).
 *
 * Cada página é renderizada com `title` como <h1> e <title>, `description`
 * como meta description e `sections` em ordem. As páginas legais trazem
 * `updatedAt` (data ISO da última revisão).
 */
import type { ContentSlug } from "~/config/content-pages";

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface ContentPage {
  slug: ContentSlug;
  /** h1 e <title> */
  title: string;
  /** meta description, entre 120 e 160 caracteres */
  description: string;
  /** data ISO da última revisão, usada nas páginas legais */
  updatedAt?: string;
  sections: ContentSection[];
}

const CONTACT_EMAIL = "contato@chefia.com.br";
const PRIVACY_EMAIL = "privacidade@chefia.com.br";
const LEGAL_UPDATED_AT = "2026-11-20";

const sobre: ContentPage = {
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

const faq: ContentPage = {
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

const contato: ContentPage = {
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

const politicaDePrivacidade: ContentPage = {
  slug: "politica-de-privacidade",
  title: "Política de Privacidade",
  description:
    "Saiba quais dados o Chef IA coleta, por que e como os protege, o que é enviado à IA, como funcionam os cookies e como exercer seus direitos pela LGPD.",
  updatedAt: LEGAL_UPDATED_AT,
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
        "Eliminação: na mesma seção “Meus dados”, exclua a sua conta. Todos os registros ligados a você são removidos e todas as suas sessões são encerradas.",
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

const termosDeUso: ContentPage = {
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

export const contentPages: Record<ContentSlug, ContentPage> = {
  sobre,
  faq,
  contato,
  "politica-de-privacidade": politicaDePrivacidade,
  "termos-de-uso": termosDeUso,
};
