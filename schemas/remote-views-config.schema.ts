/** The site config's `remoteViews` section: remote views (technical pages) and the origins their scripts and styles may come from. */
import type { FromSchema } from 'json-schema-to-ts';

// Plain http only for this machine (a remote application running beside the reference server).
const remoteViewOriginSchema = { type: 'string', pattern: '^(https://[a-z0-9.-]+(:\\d{1,5})?|http://(127\\.0\\.0\\.1|localhost)(:\\d{1,5})?)$' } as const;

export const remoteViewsConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'remote views (technical pages) and the origins their scripts and styles may come from. Absent: the defaults.',
  properties: {
    assetOrigins: {
      type: 'array',
      uniqueItems: true,
      items: remoteViewOriginSchema,
      description:
        "Origins a remote view's scripts and stylesheets may load from, besides this site and remoteOrigins; anything else is refused and logged. Default none.",
    },
  },
} as const;

export type RemoteViewsConfig = FromSchema<typeof remoteViewsConfigSchema>;
