{
  "$schema": "../../schemas/json/plugin-manifest.schema.json",
  "id": "__ID__",
  "version": "0.1.0",
  "description": "__TITLE__: one page at /:lng/__ID__ (made by npm run new-plugin).",
  "extensions": [
    { "name": "page", "kind": "page", "description": "The __TITLE__ page: its title, what it is for, and a link home." }
  ],
  "dictionaries": ["__ID__"]
}
