{
  "__KEY___title": "__TITLE__",
  "__KEY___intro": "Это страница «__TITLE__» вашей новой функции «__ID__». Она читает свой API, GET /web-api/__ID__/entries, который отдаёт plugins/__ID__/api/index.ts.",
  "__KEY___empty": "Записей пока нет.",
  "__KEY___home_link": "Вернуться на главную"
}
