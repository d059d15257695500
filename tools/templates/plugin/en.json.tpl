{
  "__KEY___title": "__TITLE__",
  "__KEY___intro": "This is the __TITLE__ page of your new plugin \"__ID__\". It has its own address, /en/__ID__, and takes its texts from the \"__ID__\" dictionary.",
  "__KEY___next": "To build it, edit plugins/__ID__/__NAME__Page.tsx; its texts are in plugins/__ID__/texts/en.json and ru.json.",
  "__KEY___home_link": "Back to the home page"
}
