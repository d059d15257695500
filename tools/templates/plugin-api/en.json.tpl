{
  "__KEY___title": "__TITLE__",
  "__KEY___intro": "This is the __TITLE__ page of your new feature \"__ID__\". It reads its own API, GET /web-api/__ID__/entries, served by plugins/__ID__/api/index.ts.",
  "__KEY___empty": "There are no entries yet.",
  "__KEY___home_link": "Back to the home page"
}
