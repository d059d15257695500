/**
 * A team's page address from its name, the way the reference API names teams ('J. Sinner' →
 * 'j-sinner'): a test holds this to the server's rule for every team of the catalogue.
 */
export function teamSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The teams among `names` whose name holds every word typed (case and punctuation aside), each once, in order. */
export function teamsMatching(names: readonly string[], query: string): string[] {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const matches = names.filter((name) => {
    const text = name.toLowerCase();
    return words.length > 0 && words.every((word) => text.includes(word));
  });
  return [...new Set(matches)];
}
