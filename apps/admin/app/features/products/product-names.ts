// Names in the admin's language: the Arabic text where there is one, the English otherwise.
import { uploadedImageSourcesOfUrl } from '@shop/contract';

export const choiceName = (entry: { name: { en: string; ar: string } }, language: 'en' | 'ar') =>
  (language === 'ar' && entry.name.ar.trim()) || entry.name.en;

/** A thumbnail's src and srcset: an uploaded image's narrow widths, any other picture as it is. */
export function thumbnailSources(url: string): { src: string; srcSet?: string } {
  const sources = uploadedImageSourcesOfUrl(url);
  if (!sources) return { src: url };
  return { src: sources.url.replace(/\/\d+\.webp$/, `/${sources.widths[0]}.webp`), srcSet: sources.srcset };
}
