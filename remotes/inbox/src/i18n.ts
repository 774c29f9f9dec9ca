import { registerTranslations } from '@outreach/sdk';
import { apiKeyStrings } from './features/api-keys/api-keys.strings';
import { crmBoardStrings } from './features/crm/crm.strings';
import { inboxPageStrings } from './features/inbox/inbox.strings';
import { taskPageStrings } from './features/tasks/tasks.strings';

/** The inbox area's strings in the five interface languages (spec platform §1). */
registerTranslations('inbox', {
  en: {
    loading: 'Loading',
    notFound: { title: 'Page not found', description: 'This page does not exist.' },
    inbox: inboxPageStrings.en,
    crmBoard: crmBoardStrings.en,
    tasks: taskPageStrings.en,
    apiKeys: apiKeyStrings.en,
    dashboard: {
      title: 'Dashboard',
      menu: { myDashboard: 'My dashboard', myTasks: 'My tasks', activity: 'Activity' },
      myDashboard: {
        subtitle: 'How your outreach is going',
        emptyTitle: 'Nothing to show yet',
        emptyDescription: 'Your key numbers will appear here once your campaigns are running.',
      },
      myTasks: {
        subtitle: 'Tasks assigned to you',
        emptyTitle: 'No tasks',
        emptyDescription: 'Your tasks will appear here with their prospect, due date, priority and status.',
      },
      activity: {
        subtitle: 'What happened across your accounts',
        emptyTitle: 'No activity yet',
        emptyDescription:
          'Invitations, messages, replies and other events of your campaigns will appear here.',
      },
    },
    reports: {
      title: 'Reports',
      menu: { activity: 'Activity', audience: 'Audience', insight: 'Insight' },
      activity: {
        subtitle: 'Invitations, messages and emails over time',
        emptyTitle: 'No activity in this period',
        emptyDescription:
          'Invitations sent and accepted, messages, emails sent, opened and clicked, and replies will appear here.',
      },
      audience: {
        subtitle: 'Who your campaigns reach',
        emptyTitle: 'No audience yet',
        emptyDescription: 'Your prospects by status, from new to interested and lead, will appear here.',
      },
      insight: {
        subtitle: 'What works best',
        emptyTitle: 'No insight yet',
        emptyDescription:
          'Acceptance and reply rates of your campaigns will appear here once they have results.',
      },
    },
    crm: {
      title: 'Pipelines',
      subtitle: 'Your deals, stage by stage',
      emptyTitle: 'No CRM connected yet',
      emptyDescription:
        'Connect Pipedrive or HubSpot, or use the built-in pipeline; your pipelines and deals will appear here.',
      connect: 'Connect a CRM',
      manageSubtitle: '{{platform}}: pipelines and deals',
      dealsEmptyTitle: 'No deals yet',
      dealsEmptyDescription: 'The stages of your pipeline and their deals will appear here.',
      menu: { pipedrive: 'Pipedrive', hubspot: 'HubSpot', default: 'Built-in pipeline' },
    },
    integrations: {
      title: 'Integrations',
      subtitle: 'Connect the tools you work with',
      categoriesLabel: 'Categories',
      emptyTitle: 'No integrations connected yet',
      menu: {
        catalogue: 'All integrations',
        automation: 'Automation',
        api: 'API',
        credentials: 'Accounts',
        dialer: 'Dialer',
      },
      category: {
        all: 'All',
        email: 'Email',
        crm: 'CRM',
        automation: 'Automation',
        marketing: 'Marketing',
        productivity: 'Productivity',
      },
      categoryDescription: {
        all: 'The email, CRM, automation, marketing and productivity tools you connect will appear here.',
        email:
          'Connect Google, Microsoft, SendGrid, Amazon, Exchange, SMTP or the AI email service to send the emails of your campaigns.',
        crm: 'Connect Pipedrive, HubSpot, Salesforce or another CRM to push prospects and deals to it.',
        automation: 'Zapier, webhooks, the API and the dialer will appear here.',
        marketing: 'ActiveCampaign, Constant Contact, Mailchimp and Mailgun will appear here.',
        productivity:
          'Airtable, Asana, Calendly, ClickUp, Google Calendar, Google Docs, Google Sheets, Microsoft Teams, monday, Slack and Typeform will appear here.',
      },
    },
    automation: {
      subtitle: 'Zapier and webhooks',
      menu: {
        zapier: 'Zapier',
        webhook: 'Webhooks',
        labelsSettings: 'Label settings',
        baseSettings: 'Base settings',
      },
      zapier: {
        emptyTitle: 'Zapier is not connected',
        emptyDescription:
          'Your Zapier connection will appear here, to send prospects and events to other apps.',
      },
      webhook: {
        emptyTitle: 'No webhooks yet',
        emptyDescription:
          'Your webhooks will appear here, each with its callback URL and the events that trigger it.',
      },
      labelsSettings: {
        emptyTitle: 'No label settings yet',
        emptyDescription: 'The labels that your automations send or react to will appear here.',
      },
      baseSettings: {
        emptyTitle: 'No base settings yet',
        emptyDescription: 'The general settings of your automations will appear here.',
      },
    },
    api: {
      subtitle: 'API token',
      emptyTitle: 'No API token yet',
      emptyDescription: 'Your API token will appear here, to add prospects to campaigns from your own tools.',
    },
    credentials: {
      subtitle: 'Connected accounts',
      emptyTitle: 'No connected accounts',
      emptyDescription: 'The social accounts connected to this workspace will appear here.',
      add: 'Add account',
    },
    convergeHub: {
      title: 'Converge Hub',
      subtitle: 'Overview',
      emptyTitle: 'Converge Hub is not connected',
      emptyDescription: 'The overview of your Converge Hub connection will appear here.',
    },
  },
  fr: {
    loading: 'Chargement',
    notFound: { title: 'Page introuvable', description: 'Cette page n’existe pas.' },
    inbox: inboxPageStrings.fr,
    crmBoard: crmBoardStrings.fr,
    tasks: taskPageStrings.fr,
    apiKeys: apiKeyStrings.fr,
    dashboard: {
      title: 'Tableau de bord',
      menu: { myDashboard: 'Mon tableau de bord', myTasks: 'Mes tâches', activity: 'Activité' },
      myDashboard: {
        subtitle: 'Où en est votre prospection',
        emptyTitle: 'Rien à afficher pour l’instant',
        emptyDescription: 'Vos chiffres clés apparaîtront ici dès que vos campagnes tourneront.',
      },
      myTasks: {
        subtitle: 'Les tâches qui vous sont attribuées',
        emptyTitle: 'Aucune tâche',
        emptyDescription:
          'Vos tâches apparaîtront ici avec leur prospect, leur échéance, leur priorité et leur statut.',
      },
      activity: {
        subtitle: 'Ce qui s’est passé sur vos comptes',
        emptyTitle: 'Aucune activité pour l’instant',
        emptyDescription:
          'Les invitations, messages, réponses et autres événements de vos campagnes apparaîtront ici.',
      },
    },
    reports: {
      title: 'Rapports',
      menu: { activity: 'Activité', audience: 'Audience', insight: 'Analyses' },
      activity: {
        subtitle: 'Invitations, messages et e-mails dans le temps',
        emptyTitle: 'Aucune activité sur cette période',
        emptyDescription:
          'Les invitations envoyées et acceptées, les messages, les e-mails envoyés, ouverts et cliqués, et les réponses apparaîtront ici.',
      },
      audience: {
        subtitle: 'Qui vos campagnes atteignent',
        emptyTitle: 'Aucune audience pour l’instant',
        emptyDescription: 'Vos prospects par statut, de nouveau à intéressé et lead, apparaîtront ici.',
      },
      insight: {
        subtitle: 'Ce qui fonctionne le mieux',
        emptyTitle: 'Aucune analyse pour l’instant',
        emptyDescription:
          'Les taux d’acceptation et de réponse de vos campagnes apparaîtront ici dès qu’elles auront des résultats.',
      },
    },
    crm: {
      title: 'Pipelines',
      subtitle: 'Vos affaires, étape par étape',
      emptyTitle: 'Aucun CRM connecté pour l’instant',
      emptyDescription:
        'Connectez Pipedrive ou HubSpot, ou utilisez le pipeline intégré ; vos pipelines et vos affaires apparaîtront ici.',
      connect: 'Connecter un CRM',
      manageSubtitle: '{{platform}} : pipelines et affaires',
      dealsEmptyTitle: 'Aucune affaire pour l’instant',
      dealsEmptyDescription: 'Les étapes de votre pipeline et leurs affaires apparaîtront ici.',
      menu: { pipedrive: 'Pipedrive', hubspot: 'HubSpot', default: 'Pipeline intégré' },
    },
    integrations: {
      title: 'Intégrations',
      subtitle: 'Connectez les outils avec lesquels vous travaillez',
      categoriesLabel: 'Catégories',
      emptyTitle: 'Aucune intégration connectée pour l’instant',
      menu: {
        catalogue: 'Toutes les intégrations',
        automation: 'Automatisation',
        api: 'API',
        credentials: 'Comptes',
        dialer: 'Téléphone',
      },
      category: {
        all: 'Toutes',
        email: 'E-mail',
        crm: 'CRM',
        automation: 'Automatisation',
        marketing: 'Marketing',
        productivity: 'Productivité',
      },
      categoryDescription: {
        all: 'Les outils d’e-mail, de CRM, d’automatisation, de marketing et de productivité que vous connectez apparaîtront ici.',
        email:
          'Connectez Google, Microsoft, SendGrid, Amazon, Exchange, SMTP ou le service d’e-mail IA pour envoyer les e-mails de vos campagnes.',
        crm: 'Connectez Pipedrive, HubSpot, Salesforce ou un autre CRM pour y envoyer prospects et affaires.',
        automation: 'Zapier, les webhooks, l’API et le téléphone apparaîtront ici.',
        marketing: 'ActiveCampaign, Constant Contact, Mailchimp et Mailgun apparaîtront ici.',
        productivity:
          'Airtable, Asana, Calendly, ClickUp, Google Agenda, Google Docs, Google Sheets, Microsoft Teams, monday, Slack et Typeform apparaîtront ici.',
      },
    },
    automation: {
      subtitle: 'Zapier et webhooks',
      menu: {
        zapier: 'Zapier',
        webhook: 'Webhooks',
        labelsSettings: 'Réglages des libellés',
        baseSettings: 'Réglages de base',
      },
      zapier: {
        emptyTitle: 'Zapier n’est pas connecté',
        emptyDescription:
          'Votre connexion Zapier apparaîtra ici, pour envoyer prospects et événements vers d’autres applications.',
      },
      webhook: {
        emptyTitle: 'Aucun webhook pour l’instant',
        emptyDescription:
          'Vos webhooks apparaîtront ici, chacun avec son URL de rappel et les événements qui le déclenchent.',
      },
      labelsSettings: {
        emptyTitle: 'Aucun réglage de libellés pour l’instant',
        emptyDescription:
          'Les libellés que vos automatisations envoient ou auxquels elles réagissent apparaîtront ici.',
      },
      baseSettings: {
        emptyTitle: 'Aucun réglage de base pour l’instant',
        emptyDescription: 'Les réglages généraux de vos automatisations apparaîtront ici.',
      },
    },
    api: {
      subtitle: 'Jeton d’API',
      emptyTitle: 'Aucun jeton d’API pour l’instant',
      emptyDescription:
        'Votre jeton d’API apparaîtra ici, pour ajouter des prospects aux campagnes depuis vos outils.',
    },
    credentials: {
      subtitle: 'Comptes connectés',
      emptyTitle: 'Aucun compte connecté',
      emptyDescription: 'Les comptes sociaux connectés à cet espace de travail apparaîtront ici.',
      add: 'Ajouter un compte',
    },
    convergeHub: {
      title: 'Converge Hub',
      subtitle: 'Vue d’ensemble',
      emptyTitle: 'Converge Hub n’est pas connecté',
      emptyDescription: 'La vue d’ensemble de votre connexion Converge Hub apparaîtra ici.',
    },
  },
  de: {
    loading: 'Wird geladen',
    notFound: { title: 'Seite nicht gefunden', description: 'Diese Seite gibt es nicht.' },
    inbox: inboxPageStrings.de,
    crmBoard: crmBoardStrings.de,
    tasks: taskPageStrings.de,
    apiKeys: apiKeyStrings.de,
    dashboard: {
      title: 'Dashboard',
      menu: { myDashboard: 'Mein Dashboard', myTasks: 'Meine Aufgaben', activity: 'Aktivität' },
      myDashboard: {
        subtitle: 'Wie Ihre Akquise läuft',
        emptyTitle: 'Noch nichts anzuzeigen',
        emptyDescription: 'Ihre wichtigsten Zahlen erscheinen hier, sobald Ihre Kampagnen laufen.',
      },
      myTasks: {
        subtitle: 'Ihnen zugewiesene Aufgaben',
        emptyTitle: 'Keine Aufgaben',
        emptyDescription: 'Ihre Aufgaben erscheinen hier mit Interessent, Fälligkeit, Priorität und Status.',
      },
      activity: {
        subtitle: 'Was in Ihren Konten passiert ist',
        emptyTitle: 'Noch keine Aktivität',
        emptyDescription:
          'Einladungen, Nachrichten, Antworten und andere Ereignisse Ihrer Kampagnen erscheinen hier.',
      },
    },
    reports: {
      title: 'Berichte',
      menu: { activity: 'Aktivität', audience: 'Zielgruppe', insight: 'Erkenntnisse' },
      activity: {
        subtitle: 'Einladungen, Nachrichten und E-Mails im Zeitverlauf',
        emptyTitle: 'Keine Aktivität in diesem Zeitraum',
        emptyDescription:
          'Gesendete und angenommene Einladungen, Nachrichten, gesendete, geöffnete und geklickte E-Mails sowie Antworten erscheinen hier.',
      },
      audience: {
        subtitle: 'Wen Ihre Kampagnen erreichen',
        emptyTitle: 'Noch keine Zielgruppe',
        emptyDescription:
          'Ihre Interessenten nach Status, von neu bis interessiert und Lead, erscheinen hier.',
      },
      insight: {
        subtitle: 'Was am besten funktioniert',
        emptyTitle: 'Noch keine Erkenntnisse',
        emptyDescription:
          'Annahme- und Antwortquoten Ihrer Kampagnen erscheinen hier, sobald es Ergebnisse gibt.',
      },
    },
    crm: {
      title: 'Pipelines',
      subtitle: 'Ihre Deals, Phase für Phase',
      emptyTitle: 'Noch kein CRM verbunden',
      emptyDescription:
        'Verbinden Sie Pipedrive oder HubSpot oder nutzen Sie die integrierte Pipeline; Ihre Pipelines und Deals erscheinen hier.',
      connect: 'CRM verbinden',
      manageSubtitle: '{{platform}}: Pipelines und Deals',
      dealsEmptyTitle: 'Noch keine Deals',
      dealsEmptyDescription: 'Die Phasen Ihrer Pipeline und ihre Deals erscheinen hier.',
      menu: { pipedrive: 'Pipedrive', hubspot: 'HubSpot', default: 'Integrierte Pipeline' },
    },
    integrations: {
      title: 'Integrationen',
      subtitle: 'Verbinden Sie die Tools, mit denen Sie arbeiten',
      categoriesLabel: 'Kategorien',
      emptyTitle: 'Noch keine Integrationen verbunden',
      menu: {
        catalogue: 'Alle Integrationen',
        automation: 'Automatisierung',
        api: 'API',
        credentials: 'Konten',
        dialer: 'Telefon',
      },
      category: {
        all: 'Alle',
        email: 'E-Mail',
        crm: 'CRM',
        automation: 'Automatisierung',
        marketing: 'Marketing',
        productivity: 'Produktivität',
      },
      categoryDescription: {
        all: 'Die E-Mail-, CRM-, Automatisierungs-, Marketing- und Produktivitätstools, die Sie verbinden, erscheinen hier.',
        email:
          'Verbinden Sie Google, Microsoft, SendGrid, Amazon, Exchange, SMTP oder den KI-E-Mail-Dienst, um die E-Mails Ihrer Kampagnen zu senden.',
        crm: 'Verbinden Sie Pipedrive, HubSpot, Salesforce oder ein anderes CRM, um Interessenten und Deals zu übertragen.',
        automation: 'Zapier, Webhooks, die API und das Telefon erscheinen hier.',
        marketing: 'ActiveCampaign, Constant Contact, Mailchimp und Mailgun erscheinen hier.',
        productivity:
          'Airtable, Asana, Calendly, ClickUp, Google Kalender, Google Docs, Google Sheets, Microsoft Teams, monday, Slack und Typeform erscheinen hier.',
      },
    },
    automation: {
      subtitle: 'Zapier und Webhooks',
      menu: {
        zapier: 'Zapier',
        webhook: 'Webhooks',
        labelsSettings: 'Label-Einstellungen',
        baseSettings: 'Grundeinstellungen',
      },
      zapier: {
        emptyTitle: 'Zapier ist nicht verbunden',
        emptyDescription:
          'Ihre Zapier-Verbindung erscheint hier, um Interessenten und Ereignisse an andere Apps zu senden.',
      },
      webhook: {
        emptyTitle: 'Noch keine Webhooks',
        emptyDescription:
          'Ihre Webhooks erscheinen hier, jeder mit seiner Callback-URL und den Ereignissen, die ihn auslösen.',
      },
      labelsSettings: {
        emptyTitle: 'Noch keine Label-Einstellungen',
        emptyDescription:
          'Die Labels, die Ihre Automatisierungen senden oder auf die sie reagieren, erscheinen hier.',
      },
      baseSettings: {
        emptyTitle: 'Noch keine Grundeinstellungen',
        emptyDescription: 'Die allgemeinen Einstellungen Ihrer Automatisierungen erscheinen hier.',
      },
    },
    api: {
      subtitle: 'API-Token',
      emptyTitle: 'Noch kein API-Token',
      emptyDescription:
        'Ihr API-Token erscheint hier, um Interessenten aus Ihren eigenen Tools zu Kampagnen hinzuzufügen.',
    },
    credentials: {
      subtitle: 'Verbundene Konten',
      emptyTitle: 'Keine verbundenen Konten',
      emptyDescription: 'Die mit diesem Workspace verbundenen Social-Media-Konten erscheinen hier.',
      add: 'Konto hinzufügen',
    },
    convergeHub: {
      title: 'Converge Hub',
      subtitle: 'Übersicht',
      emptyTitle: 'Converge Hub ist nicht verbunden',
      emptyDescription: 'Die Übersicht Ihrer Converge-Hub-Verbindung erscheint hier.',
    },
  },
  pt: {
    loading: 'Carregando',
    notFound: { title: 'Página não encontrada', description: 'Esta página não existe.' },
    inbox: inboxPageStrings.pt,
    crmBoard: crmBoardStrings.pt,
    tasks: taskPageStrings.pt,
    apiKeys: apiKeyStrings.pt,
    dashboard: {
      title: 'Painel',
      menu: { myDashboard: 'Meu painel', myTasks: 'Minhas tarefas', activity: 'Atividade' },
      myDashboard: {
        subtitle: 'Como vai a sua prospecção',
        emptyTitle: 'Nada para mostrar ainda',
        emptyDescription: 'Seus números principais aparecerão aqui quando suas campanhas estiverem rodando.',
      },
      myTasks: {
        subtitle: 'Tarefas atribuídas a você',
        emptyTitle: 'Nenhuma tarefa',
        emptyDescription: 'Suas tarefas aparecerão aqui com o prospect, o prazo, a prioridade e o status.',
      },
      activity: {
        subtitle: 'O que aconteceu nas suas contas',
        emptyTitle: 'Nenhuma atividade ainda',
        emptyDescription:
          'Convites, mensagens, respostas e outros eventos das suas campanhas aparecerão aqui.',
      },
    },
    reports: {
      title: 'Relatórios',
      menu: { activity: 'Atividade', audience: 'Público', insight: 'Insights' },
      activity: {
        subtitle: 'Convites, mensagens e e-mails ao longo do tempo',
        emptyTitle: 'Nenhuma atividade neste período',
        emptyDescription:
          'Convites enviados e aceitos, mensagens, e-mails enviados, abertos e clicados, e respostas aparecerão aqui.',
      },
      audience: {
        subtitle: 'Quem as suas campanhas alcançam',
        emptyTitle: 'Nenhum público ainda',
        emptyDescription: 'Seus prospects por status, de novo a interessado e lead, aparecerão aqui.',
      },
      insight: {
        subtitle: 'O que funciona melhor',
        emptyTitle: 'Nenhum insight ainda',
        emptyDescription:
          'As taxas de aceitação e de resposta das suas campanhas aparecerão aqui quando houver resultados.',
      },
    },
    crm: {
      title: 'Pipelines',
      subtitle: 'Seus negócios, etapa por etapa',
      emptyTitle: 'Nenhum CRM conectado ainda',
      emptyDescription:
        'Conecte o Pipedrive ou o HubSpot, ou use o pipeline integrado; seus pipelines e negócios aparecerão aqui.',
      connect: 'Conectar um CRM',
      manageSubtitle: '{{platform}}: pipelines e negócios',
      dealsEmptyTitle: 'Nenhum negócio ainda',
      dealsEmptyDescription: 'As etapas do seu pipeline e os negócios delas aparecerão aqui.',
      menu: { pipedrive: 'Pipedrive', hubspot: 'HubSpot', default: 'Pipeline integrado' },
    },
    integrations: {
      title: 'Integrações',
      subtitle: 'Conecte as ferramentas com que você trabalha',
      categoriesLabel: 'Categorias',
      emptyTitle: 'Nenhuma integração conectada ainda',
      menu: {
        catalogue: 'Todas as integrações',
        automation: 'Automação',
        api: 'API',
        credentials: 'Contas',
        dialer: 'Discador',
      },
      category: {
        all: 'Todas',
        email: 'E-mail',
        crm: 'CRM',
        automation: 'Automação',
        marketing: 'Marketing',
        productivity: 'Produtividade',
      },
      categoryDescription: {
        all: 'As ferramentas de e-mail, CRM, automação, marketing e produtividade que você conectar aparecerão aqui.',
        email:
          'Conecte Google, Microsoft, SendGrid, Amazon, Exchange, SMTP ou o serviço de e-mail com IA para enviar os e-mails das suas campanhas.',
        crm: 'Conecte Pipedrive, HubSpot, Salesforce ou outro CRM para enviar prospects e negócios.',
        automation: 'Zapier, webhooks, a API e o discador aparecerão aqui.',
        marketing: 'ActiveCampaign, Constant Contact, Mailchimp e Mailgun aparecerão aqui.',
        productivity:
          'Airtable, Asana, Calendly, ClickUp, Google Agenda, Google Docs, Google Sheets, Microsoft Teams, monday, Slack e Typeform aparecerão aqui.',
      },
    },
    automation: {
      subtitle: 'Zapier e webhooks',
      menu: {
        zapier: 'Zapier',
        webhook: 'Webhooks',
        labelsSettings: 'Configurações de etiquetas',
        baseSettings: 'Configurações básicas',
      },
      zapier: {
        emptyTitle: 'O Zapier não está conectado',
        emptyDescription:
          'Sua conexão com o Zapier aparecerá aqui, para enviar prospects e eventos a outros apps.',
      },
      webhook: {
        emptyTitle: 'Nenhum webhook ainda',
        emptyDescription:
          'Seus webhooks aparecerão aqui, cada um com sua URL de retorno e os eventos que o disparam.',
      },
      labelsSettings: {
        emptyTitle: 'Nenhuma configuração de etiquetas ainda',
        emptyDescription: 'As etiquetas que suas automações enviam ou às quais reagem aparecerão aqui.',
      },
      baseSettings: {
        emptyTitle: 'Nenhuma configuração básica ainda',
        emptyDescription: 'As configurações gerais das suas automações aparecerão aqui.',
      },
    },
    api: {
      subtitle: 'Token da API',
      emptyTitle: 'Nenhum token da API ainda',
      emptyDescription:
        'Seu token da API aparecerá aqui, para adicionar prospects às campanhas a partir das suas ferramentas.',
    },
    credentials: {
      subtitle: 'Contas conectadas',
      emptyTitle: 'Nenhuma conta conectada',
      emptyDescription: 'As contas sociais conectadas a este espaço de trabalho aparecerão aqui.',
      add: 'Adicionar conta',
    },
    convergeHub: {
      title: 'Converge Hub',
      subtitle: 'Visão geral',
      emptyTitle: 'O Converge Hub não está conectado',
      emptyDescription: 'A visão geral da sua conexão com o Converge Hub aparecerá aqui.',
    },
  },
  es: {
    loading: 'Cargando',
    notFound: { title: 'Página no encontrada', description: 'Esta página no existe.' },
    inbox: inboxPageStrings.es,
    crmBoard: crmBoardStrings.es,
    tasks: taskPageStrings.es,
    apiKeys: apiKeyStrings.es,
    dashboard: {
      title: 'Panel',
      menu: { myDashboard: 'Mi panel', myTasks: 'Mis tareas', activity: 'Actividad' },
      myDashboard: {
        subtitle: 'Cómo va tu prospección',
        emptyTitle: 'Aún no hay nada que mostrar',
        emptyDescription: 'Tus cifras clave aparecerán aquí cuando tus campañas estén en marcha.',
      },
      myTasks: {
        subtitle: 'Tareas asignadas a ti',
        emptyTitle: 'No hay tareas',
        emptyDescription: 'Tus tareas aparecerán aquí con su prospecto, fecha límite, prioridad y estado.',
      },
      activity: {
        subtitle: 'Lo que ha pasado en tus cuentas',
        emptyTitle: 'Aún no hay actividad',
        emptyDescription:
          'Las invitaciones, mensajes, respuestas y otros eventos de tus campañas aparecerán aquí.',
      },
    },
    reports: {
      title: 'Informes',
      menu: { activity: 'Actividad', audience: 'Audiencia', insight: 'Análisis' },
      activity: {
        subtitle: 'Invitaciones, mensajes y correos a lo largo del tiempo',
        emptyTitle: 'No hay actividad en este periodo',
        emptyDescription:
          'Las invitaciones enviadas y aceptadas, los mensajes, los correos enviados, abiertos y con clics, y las respuestas aparecerán aquí.',
      },
      audience: {
        subtitle: 'A quién llegan tus campañas',
        emptyTitle: 'Aún no hay audiencia',
        emptyDescription: 'Tus prospectos por estado, de nuevo a interesado y lead, aparecerán aquí.',
      },
      insight: {
        subtitle: 'Lo que mejor funciona',
        emptyTitle: 'Aún no hay análisis',
        emptyDescription:
          'Las tasas de aceptación y de respuesta de tus campañas aparecerán aquí cuando tengan resultados.',
      },
    },
    crm: {
      title: 'Pipelines',
      subtitle: 'Tus oportunidades, etapa por etapa',
      emptyTitle: 'Aún no hay ningún CRM conectado',
      emptyDescription:
        'Conecta Pipedrive o HubSpot, o usa el pipeline integrado; tus pipelines y oportunidades aparecerán aquí.',
      connect: 'Conectar un CRM',
      manageSubtitle: '{{platform}}: pipelines y oportunidades',
      dealsEmptyTitle: 'Aún no hay oportunidades',
      dealsEmptyDescription: 'Las etapas de tu pipeline y sus oportunidades aparecerán aquí.',
      menu: { pipedrive: 'Pipedrive', hubspot: 'HubSpot', default: 'Pipeline integrado' },
    },
    integrations: {
      title: 'Integraciones',
      subtitle: 'Conecta las herramientas con las que trabajas',
      categoriesLabel: 'Categorías',
      emptyTitle: 'Aún no hay integraciones conectadas',
      menu: {
        catalogue: 'Todas las integraciones',
        automation: 'Automatización',
        api: 'API',
        credentials: 'Cuentas',
        dialer: 'Marcador',
      },
      category: {
        all: 'Todas',
        email: 'Correo',
        crm: 'CRM',
        automation: 'Automatización',
        marketing: 'Marketing',
        productivity: 'Productividad',
      },
      categoryDescription: {
        all: 'Las herramientas de correo, CRM, automatización, marketing y productividad que conectes aparecerán aquí.',
        email:
          'Conecta Google, Microsoft, SendGrid, Amazon, Exchange, SMTP o el servicio de correo con IA para enviar los correos de tus campañas.',
        crm: 'Conecta Pipedrive, HubSpot, Salesforce u otro CRM para enviarle prospectos y oportunidades.',
        automation: 'Zapier, los webhooks, la API y el marcador aparecerán aquí.',
        marketing: 'ActiveCampaign, Constant Contact, Mailchimp y Mailgun aparecerán aquí.',
        productivity:
          'Airtable, Asana, Calendly, ClickUp, Google Calendar, Google Docs, Google Sheets, Microsoft Teams, monday, Slack y Typeform aparecerán aquí.',
      },
    },
    automation: {
      subtitle: 'Zapier y webhooks',
      menu: {
        zapier: 'Zapier',
        webhook: 'Webhooks',
        labelsSettings: 'Configuración de etiquetas',
        baseSettings: 'Configuración básica',
      },
      zapier: {
        emptyTitle: 'Zapier no está conectado',
        emptyDescription:
          'Tu conexión con Zapier aparecerá aquí, para enviar prospectos y eventos a otras apps.',
      },
      webhook: {
        emptyTitle: 'Aún no hay webhooks',
        emptyDescription:
          'Tus webhooks aparecerán aquí, cada uno con su URL de retorno y los eventos que lo activan.',
      },
      labelsSettings: {
        emptyTitle: 'Aún no hay configuración de etiquetas',
        emptyDescription:
          'Las etiquetas que tus automatizaciones envían o a las que reaccionan aparecerán aquí.',
      },
      baseSettings: {
        emptyTitle: 'Aún no hay configuración básica',
        emptyDescription: 'La configuración general de tus automatizaciones aparecerá aquí.',
      },
    },
    api: {
      subtitle: 'Token de la API',
      emptyTitle: 'Aún no hay token de la API',
      emptyDescription:
        'Tu token de la API aparecerá aquí, para añadir prospectos a las campañas desde tus propias herramientas.',
    },
    credentials: {
      subtitle: 'Cuentas conectadas',
      emptyTitle: 'No hay cuentas conectadas',
      emptyDescription: 'Las cuentas sociales conectadas a este espacio de trabajo aparecerán aquí.',
      add: 'Añadir cuenta',
    },
    convergeHub: {
      title: 'Converge Hub',
      subtitle: 'Resumen',
      emptyTitle: 'Converge Hub no está conectado',
      emptyDescription: 'El resumen de tu conexión con Converge Hub aparecerá aquí.',
    },
  },
});
