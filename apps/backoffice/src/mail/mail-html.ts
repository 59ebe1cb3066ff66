// The few pieces of HTML every mail writes: text made safe, and plain text as paragraphs.

/** Text as HTML that shows it as it is (nothing read as markup). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain text as HTML paragraphs: blank lines part them, line breaks are kept. */
export const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

/** A mail's body opened in its language and direction (Arabic right to left). */
export const openBody = (arabic: boolean) => `<div${arabic ? ' dir="rtl" lang="ar"' : ' lang="en"'}>`;

/** A link drawn as the shop's button (inline: mail clients drop style sheets). */
export const BUTTON_STYLE =
  'display:inline-block;padding:12px 24px;background:#4d5a2c;color:#ffffff;border-radius:6px;' +
  'font-weight:bold;text-decoration:none';
