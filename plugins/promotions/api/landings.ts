/**
 * CMS landing pages as the reference CMS keeps them: structured blocks (heading, text, image, list,
 * call to action by route id, countdown), never HTML, so a landing cannot bring markup or scripts
 * into the page. Countdowns run to a day counted from the server's first day.
 */
import type { PromoLandingAnswer, PromoLandingBlock } from '../schemas.ts';
import { dayOffset, type Language, type Localized } from './catalogue.ts';
import { imageOf } from './images.ts';

type BlockPlan =
  | { readonly type: 'heading' | 'text'; readonly text: Localized }
  | { readonly type: 'image'; readonly image: string; readonly alt: Localized }
  | { readonly type: 'list'; readonly items: Readonly<Record<Language, readonly string[]>> }
  | { readonly type: 'cta'; readonly label: Localized; readonly routeId: Extract<PromoLandingBlock, { type: 'cta' }>['routeId'] }
  | { readonly type: 'countdown'; readonly label: Localized; readonly untilDay: number };

interface LandingPlan {
  readonly id: string;
  readonly title: Localized;
  readonly blocks: readonly BlockPlan[];
}

const LANDINGS: readonly LandingPlan[] = [
  {
    id: 'welcome',
    title: { en: 'Welcome to the game', ru: 'Добро пожаловать в игру' },
    blocks: [
      { type: 'image', image: 'welcome-hero', alt: { en: 'A football on the centre spot of a floodlit pitch', ru: 'Мяч в центре освещённого поля' } },
      {
        type: 'text',
        text: {
          en: 'Open an account in a minute and your first deposit is doubled for betting on sports.',
          ru: 'Откройте счёт за минуту, и первый депозит удвоится для ставок на спорт.',
        },
      },
      { type: 'heading', text: { en: 'How it works', ru: 'Как это работает' } },
      {
        type: 'list',
        items: {
          en: ['Register in one click.', 'Make your first deposit within 30 days.', 'Get 100% on top to bet with.'],
          ru: ['Зарегистрируйтесь в один клик.', 'Сделайте первый депозит в течение 30 дней.', 'Получите ещё 100% сверху на ставки.'],
        },
      },
      { type: 'cta', label: { en: 'Register now', ru: 'Зарегистрироваться' }, routeId: 'registration' },
      { type: 'heading', text: { en: 'More for players', ru: 'Ещё для игроков' } },
      {
        type: 'text',
        text: {
          en: 'Weekly cashback, boosted odds and free spins are waiting among the offers.',
          ru: 'Еженедельный кешбэк, повышенные коэффициенты и фриспины ждут в предложениях.',
        },
      },
      { type: 'cta', label: { en: 'See the offers', ru: 'Смотреть предложения' }, routeId: 'bonuses-offers' },
    ],
  },
  {
    id: 'derby-night',
    title: { en: 'Derby night', ru: 'Вечер дерби' },
    blocks: [
      { type: 'image', image: 'derby-hero', alt: { en: 'Two sets of fans in a packed stadium', ru: 'Болельщики двух команд на полном стадионе' } },
      { type: 'countdown', label: { en: 'Kick-off in', ru: 'До начала матча' }, untilDay: 9 },
      {
        type: 'text',
        text: {
          en: 'The biggest match of the season: boosted odds, a prize draw for 100 free bets and live streaming.',
          ru: 'Главный матч сезона: повышенные коэффициенты, розыгрыш 100 фрибетов и прямая трансляция.',
        },
      },
      { type: 'heading', text: { en: 'On the night', ru: 'В этот вечер' } },
      {
        type: 'list',
        items: {
          en: ['Both teams to score at 2.50.', 'Every bet of the equivalent of 10 EUR or more is a ticket in the draw.', 'Cash out at any moment.'],
          ru: ['Обе забьют — 2.50.', 'Каждая ставка от эквивалента 10 EUR — билет в розыгрыше.', 'Продажа ставки в любой момент.'],
        },
      },
      { type: 'cta', label: { en: 'All promotions', ru: 'Все акции' }, routeId: 'promotions' },
    ],
  },
];

export const landingExists = (id: string): boolean => LANDINGS.some((landing) => landing.id === id);

/** One landing in a language, its countdowns counted in days from `anchor`; undefined for an unknown id. */
export function landingOf(id: string, language: Language, anchor: number): PromoLandingAnswer | undefined {
  const plan = LANDINGS.find((landing) => landing.id === id);
  if (!plan) return undefined;
  const blocks = plan.blocks.map((block): PromoLandingBlock => {
    switch (block.type) {
      case 'heading':
      case 'text':
        return { type: block.type, text: block.text[language] };
      case 'image':
        return { type: 'image', image: { ...imageOf(block.image), alt: block.alt[language] } };
      case 'list':
        return { type: 'list', items: [...block.items[language]] };
      case 'cta':
        return { type: 'cta', label: block.label[language], routeId: block.routeId };
      case 'countdown':
        return { type: 'countdown', label: block.label[language], until: dayOffset(anchor, block.untilDay) };
    }
  });
  return { id: plan.id, title: plan.title[language], blocks };
}
