/**
 * The limit service's own texts, in the caller's language (X-Language: ru, else English): the
 * self-exclusion reasons and the questionnaire a raise may need first.
 */

import type { Language } from '../kit/language.ts';

type Text = Readonly<Record<Language, string>>;

export const SELF_EXCLUDE_REASONS: readonly { id: number; text: Text }[] = [
  { id: 1, text: { en: 'I spend more time playing than I want to', ru: 'Я играю больше времени, чем хочу' } },
  { id: 2, text: { en: 'I spend more money than I can afford', ru: 'Я трачу больше денег, чем могу себе позволить' } },
  { id: 3, text: { en: 'I want a break from gambling', ru: 'Я хочу сделать перерыв в играх' } },
  { id: 4, text: { en: 'Another reason', ru: 'Другая причина' } },
];

export interface Question {
  id: number;
  text: Text;
  answers: readonly { id: number; text: Text }[];
  /** The answers that show no sign of a problem: any other refuses the raise. */
  safe: readonly number[];
}

export const RAISE_QUESTIONS: readonly Question[] = [
  {
    id: 1,
    text: { en: 'Have you ever spent more on gambling than you planned?', ru: 'Вы когда-нибудь тратили на игру больше, чем планировали?' },
    answers: [
      { id: 1, text: { en: 'Never', ru: 'Никогда' } },
      { id: 2, text: { en: 'Sometimes', ru: 'Иногда' } },
      { id: 3, text: { en: 'Often', ru: 'Часто' } },
    ],
    safe: [1, 2],
  },
  {
    id: 2,
    text: { en: 'Do you play to win back money you have lost?', ru: 'Вы играете, чтобы отыграть проигранные деньги?' },
    answers: [
      { id: 1, text: { en: 'No', ru: 'Нет' } },
      { id: 2, text: { en: 'Yes', ru: 'Да' } },
    ],
    safe: [1],
  },
];

export function localizedQuestions(language: Language): { id: number; text: string; answers: { id: number; text: string }[] }[] {
  return RAISE_QUESTIONS.map((q) => ({ id: q.id, text: q.text[language], answers: q.answers.map((a) => ({ id: a.id, text: a.text[language] })) }));
}
