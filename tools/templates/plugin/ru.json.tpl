{
  "__KEY___title": "__TITLE__",
  "__KEY___intro": "Это страница «__TITLE__» вашего нового плагина «__ID__». У неё свой адрес, /ru/__ID__, а тексты она берёт из словаря «__ID__».",
  "__KEY___next": "Чтобы наполнить страницу, отредактируйте plugins/__ID__/__NAME__Page.tsx; её тексты лежат в server/data/dictionaries/__ID__/en.json и ru.json.",
  "__KEY___home_link": "Вернуться на главную"
}
