import { Language } from '@shop/contract';
import { escapeHtml, paragraphs } from './mail-html';

export interface ContactReplyMail {
  subject: string;
  text: string;
  html: string;
  /** 'en' or 'ar'. */
  language: string;
}

const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * Staff's reply to a contact message: their text as typed (plain text), then the shopper's message
 * quoted, so the shopper sees what is answered. Written in the message's language (Arabic right to
 * left); the date is shown as YYYY-MM-DD, which reads the same in both.
 */
export function composeContactReplyMail(input: {
  languageId: number;
  subject: string;
  body: string;
  original: { fullName: string; createdAt: string; message: string };
}): ContactReplyMail {
  const arabic = input.languageId === Language.ar.id;
  const day = input.original.createdAt.slice(0, 10);
  const wrote = arabic
    ? `كتب ${input.original.fullName} بتاريخ ${day}:`
    : `On ${day}, ${input.original.fullName} wrote:`;
  return {
    language: arabic ? Language.ar.code : Language.en.code,
    subject: input.subject,
    text: `${input.body}\n\n${wrote}\n${quoted(input.original.message)}\n`,
    html:
      `<div${arabic ? ' dir="rtl" lang="ar"' : ' lang="en"'}>${paragraphs(input.body)}` +
      `<p style="margin-top:24px;color:#555">${escapeHtml(wrote)}</p>` +
      `<blockquote style="margin:0;padding-inline-start:12px;border-inline-start:3px solid #ddd;color:#555">` +
      `${paragraphs(input.original.message)}</blockquote></div>`,
  };
}
