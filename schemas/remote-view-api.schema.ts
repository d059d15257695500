/**
 * A remote view: a page (or part of one) that another application renders and this site shows, asked
 * for in the json render mode. Its HTML is sanitised before it reaches the page, its scripts and
 * styles load only from origins the site config allows, and `codeToEval` is never run.
 */
import type { FromSchema } from 'json-schema-to-ts';

const htmlSchema = { type: 'string', maxLength: 200_000 } as const;
const assetUrlSchema = { type: 'string', minLength: 1, maxLength: 2048 } as const;

export const remoteViewAnswerSchema = {
  $id: 'remote-view-answer',
  type: 'object',
  additionalProperties: false,
  required: ['appName', 'title', 'scriptsToLoad', 'head', 'body', 'style', 'cssToLoad'],
  properties: {
    appName: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'The remote application that rendered the view.' },
    title: { type: 'string', description: 'The view title (plain text).' },
    codeToEval: { type: 'string', description: 'Code the remote application asks the page to run: always refused and logged.' },
    scriptsToLoad: { type: 'array', items: assetUrlSchema, uniqueItems: true, description: 'Script URLs: a path on this site or a URL on an allowed origin.' },
    head: { ...htmlSchema, description: 'HTML for the document head; only its stylesheet links are used.' },
    body: { ...htmlSchema, description: 'The view as HTML, sanitised before it is shown.' },
    style: { type: 'string', maxLength: 100_000, description: 'CSS of the view, added under the page nonce.' },
    cssToLoad: { type: 'array', items: assetUrlSchema, uniqueItems: true, description: 'Stylesheet URLs: a path on this site or a URL on an allowed origin.' },
  },
} as const;

export type RemoteViewAnswer = FromSchema<typeof remoteViewAnswerSchema>;

/** The header pair every remote-view request carries: the json render mode, as a single-page app asks. */
export const REMOTE_VIEW_HEADERS = { 'X-Render-Mode': 'json', 'X-Force-Spa': '1' } as const;

/**
 * The Trusted Types policy remote-view HTML and script URLs go through; the page's CSP allows this
 * name (and DOMPurify's own) and no other, so injected code cannot mint a policy of its own.
 */
export const REMOTE_VIEW_TRUSTED_TYPES_POLICY = 'remote-view';
export const SANITIZER_TRUSTED_TYPES_POLICY = 'dompurify';
