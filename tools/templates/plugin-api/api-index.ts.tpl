/**
 * The __TITLE__ feature's reference API, a part of the stand-in back end:
 *
 *   GET /web-api/__ID__/entries    the entries, in the caller's language (X-Language: ru, else English)
 *
 * The server finds this module in the feature's folder and registers it (server/feature-apis.ts); it
 * uses the server only through its shared kit (server/kit).
 */
import { defineReferenceApi, languageOf, type Localized } from '../../../server/kit/index.ts';
import { answerSchemas, type __NAME__EntriesAnswer } from '../schemas.ts';

interface Entry {
  readonly id: string;
  readonly title: Localized;
  readonly text: Localized;
}

/** The reference data; an operator's own back end answers the same call with theirs. */
const ENTRIES: readonly Entry[] = [
  {
    id: 'first',
    title: { en: 'The first entry', ru: 'Первая запись' },
    text: { en: 'Served by plugins/__ID__/api/index.ts.', ru: 'Её отдаёт plugins/__ID__/api/index.ts.' },
  },
  {
    id: 'second',
    title: { en: 'The second entry', ru: 'Вторая запись' },
    text: { en: 'Checked against plugins/__ID__/schemas.ts on both ends.', ru: 'Проверена по plugins/__ID__/schemas.ts на обеих сторонах.' },
  },
];

export default defineReferenceApi({
  register(app) {
    app.get('/web-api/__ID__/entries', { config: { answerSchema: answerSchemas.__CAMEL__EntriesAnswer } }, async (request, reply) => {
      const lang = languageOf(request);
      const answer: __NAME__EntriesAnswer = { entries: ENTRIES.map((e) => ({ id: e.id, title: e.title[lang], text: e.text[lang] })) };
      return reply.header('cache-control', 'public, max-age=60').send(answer);
    });
  },
});
