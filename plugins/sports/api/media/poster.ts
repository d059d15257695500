/** The still a match video shows before it plays: the pitch and who plays whom, as SVG. */
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export function posterSvg(title: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180">',
    '<rect width="320" height="180" fill="#2e7d32"/>',
    '<g fill="none" stroke="#e8f5e9" stroke-width="2"><rect x="8" y="8" width="304" height="164"/><path d="M160 8V172"/><circle cx="160" cy="90" r="24"/><rect x="8" y="50" width="36" height="80"/><rect x="276" y="50" width="36" height="80"/></g>',
    '<rect x="0" y="70" width="320" height="40" fill="#000" fill-opacity="0.55"/>',
    `<text x="160" y="96" fill="#fff" font-family="sans-serif" font-size="15" text-anchor="middle">${escapeXml(title)}</text>`,
    '<path d="M150 128l24 14-24 14z" fill="#fff"/>',
    '</svg>',
  ].join('');
}
