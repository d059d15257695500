/**
 * The few texts the shell must be able to show when the 'main' dictionary itself failed to
 * load (the dictionary error and the refresh control). Loaded dictionaries override them.
 */
export const FALLBACK_TEXTS = {
  en: {
    main: {
      main_dictionary_load_error: 'The texts of this page could not be loaded',
      main_dictionary_refresh_page: 'Refresh the page to try again',
      main_page_refresh_button: 'Refresh page',
      main_refreshing_button: 'Refreshing…',
      main_config_load_error: 'The site could not be loaded',
      main_page_not_found: 'This page could not be found',
    },
  },
  ru: {
    main: {
      main_dictionary_load_error: 'Не удалось загрузить тексты страницы',
      main_dictionary_refresh_page: 'Обновите страницу, чтобы попробовать снова',
      main_page_refresh_button: 'Обновить страницу',
      main_refreshing_button: 'Обновляем…',
      main_config_load_error: 'Не удалось загрузить сайт',
      main_page_not_found: 'Страница не найдена',
    },
  },
} as const;
