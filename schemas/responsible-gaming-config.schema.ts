/**
 * The site config's `responsibleGaming` section: how this region's regulator wants limits to behave
 * (cooling-off of increases, time-out and self-exclusion choices, prompts, the panic button). Data
 * only: no region is named in code.
 */
export const responsibleGamingConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: "The region's responsible-gaming rules; absent: the defaults of an unregulated operator.",
  properties: {},
} as const;
