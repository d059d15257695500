/** The site config's `remoteViews` section: remote views (technical pages) and the origins their scripts and styles may come from. */
export const remoteViewsConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'remote views (technical pages) and the origins their scripts and styles may come from. Absent: the defaults.',
  properties: {},
} as const;
