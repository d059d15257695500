// A fixture plugin: the project check only needs index.tsx to exist beside plugin.json.
export {};
