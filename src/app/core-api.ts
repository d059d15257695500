/** The core's own web-API calls, all through the one client (src/api). */
import type { ApiClient } from '../api/index.ts';
import type { BlocksAnswer, DictionaryAnswer } from '../../schemas/api.schema.ts';
import type { CoreApi } from '../composer/services.ts';

export function createCoreApi(client: ApiClient): CoreApi {
  return {
    siteConfig: (lang, options = {}) => client.get('/site-config/all.json', { query: lang ? { lang } : {}, ...options }),
    blocks: (options = {}) => client.get<BlocksAnswer>('/blocks/light/v1', { query: { stage: 'navigation', mobileDevice: 1 }, ...options }),
    dictionary: (lng, id) => client.get<DictionaryAnswer>(`/dictionaries/${encodeURIComponent(id)}`, { query: { lang: lng } }),
    request: (method, path, options = {}) => client.request(method, path, { ...options, query: { ...options.query } }),
    token: () => client.getToken(),
  };
}
