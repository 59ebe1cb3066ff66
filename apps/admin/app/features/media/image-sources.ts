// The smallest useful source of a picture for a thumbnail: an uploaded image's narrowest width with
// the others as srcset; any other URL (the demo shop's pictures, an https:// one) as it is.
import { uploadedImageSourcesOfUrl } from '@shop/contract';

export function thumbnailSources(url: string): { src: string; srcSet?: string } {
  const sources = uploadedImageSourcesOfUrl(url);
  if (!sources) return { src: url };
  return { src: sources.url.replace(/\/\d+\.webp$/, `/${sources.widths[0]}.webp`), srcSet: sources.srcset };
}
