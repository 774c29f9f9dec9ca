/** react-query keys of Integrations › Automation (webhooks and Zapier). */
export const automationKeys = {
  webhooks: ['automation', 'webhooks'] as const,
  deliveries: (webhookId: string, offset: number) =>
    ['automation', 'webhooks', webhookId, 'deliveries', offset] as const,
  campaigns: ['automation', 'campaigns'] as const,
  settings: ['automation', 'settings'] as const,
  labels: ['automation', 'labels'] as const,
};
