// ILIKE treats % and _ as wildcards; a search for them means the characters themselves.
/** An ILIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
