/**
 * The few texts the shell must be able to show when the 'main' dictionary itself failed to
 * load (the dictionary error and its Try again, the refresh control, and the offline bar: offline
 * is when a dictionary is likeliest not to arrive). Loaded dictionaries override them.
 */
export const FALLBACK_TEXTS = {
  en: {
    main: {
      main_dictionary_load_error: 'The texts of this page could not be loaded',
      main_dictionary_refresh_page: 'Refresh the page to try again',
      main_dictionary_try_again: 'Check your connection and try again.',
      main_retry: 'Try again',
      main_retrying_button: 'Trying again…',
      main_page_refresh_button: 'Refresh page',
      main_refreshing_button: 'Refreshing…',
      main_config_load_error: 'The site could not be loaded',
      main_page_not_found: 'This page could not be found',
      main_offline_title: 'You are offline.',
      main_offline_hint: 'Bets cannot be placed; prices and your balance update once the connection is back.',
      main_online_again: 'You are back online.',
    },
  },
  ru: {
    main: {
      main_dictionary_load_error: 'Не удалось загрузить тексты страницы',
      main_dictionary_refresh_page: 'Обновите страницу, чтобы попробовать снова',
      main_dictionary_try_again: 'Проверьте подключение к интернету и попробуйте ещё раз.',
      main_retry: 'Попробовать ещё раз',
      main_retrying_button: 'Пробуем ещё раз…',
      main_page_refresh_button: 'Обновить страницу',
      main_refreshing_button: 'Обновляем…',
      main_config_load_error: 'Не удалось загрузить сайт',
      main_page_not_found: 'Страница не найдена',
      main_offline_title: 'Нет соединения.',
      main_offline_hint: 'Ставки сейчас не принимаются; коэффициенты и баланс обновятся, когда связь вернётся.',
      main_online_again: 'Соединение восстановлено.',
    },
  },
} as const;
