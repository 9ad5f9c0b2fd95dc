/** The languages of Coffer's emails; anything else reads English. */
export type EmailLanguage = 'en' | 'fr';

export function emailLanguageOf(stored: string): EmailLanguage {
  return stored === 'fr' ? 'fr' : 'en';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Box titles and organization names are anyone's text: escaped in every HTML body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * An email of paragraphs and one link, as plain text and as HTML with the same words: the
 * templates write each sentence once.
 */
export function renderBody(paragraphs: string[], link: { label: string; url: string }) {
  const text = [...paragraphs, `${link.label}: ${link.url}`].join('\n\n') + '\n';
  const html =
    '<!doctype html><html><body>' +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` +
    '</body></html>';
  return { text, html };
}
