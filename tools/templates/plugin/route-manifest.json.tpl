{
  "$schema": "../schemas/json/route-manifest.schema.json",
  "area": "__ID__",
  "routes": [
    { "id": "__ID__", "path": "__ID__", "component": "__ID__/page", "layout": "default" }
  ]
}
