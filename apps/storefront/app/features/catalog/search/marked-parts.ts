// The parts of a suggestion's name that the shopper typed, to mark them. Matching ignores case and Arabic
// short vowels and tatweel, and treats the forms of alef as one, as the search itself does; it only marks
// what is really there (a typo's near match marks nothing).

// Arabic short vowels, shadda, sukun, the dagger alef and tatweel.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/;
const ALEF_FORMS = /[أإآٱ]/;

function comparable(char: string): string {
  if (ARABIC_MARKS.test(char)) return '';
  if (ALEF_FORMS.test(char)) return 'ا';
  if (char === 'ة') return 'ه';
  if (char === 'ى') return 'ي';
  return char.toLocaleLowerCase('en');
}

/** The text split into parts, `marked` where a word of the term (two letters or more) appears. */
export function markedParts(text: string, term: string): { text: string; marked: boolean }[] {
  // Each character of the text with where it came from, marks dropped.
  const kept: { char: string; at: number }[] = [];
  Array.from(text).forEach((char, at) => {
    const plain = comparable(char);
    if (plain) kept.push({ char: plain, at });
  });
  const haystack = kept.map((entry) => entry.char).join('');
  const chars = Array.from(text);
  const marked = new Array<boolean>(chars.length).fill(false);
  const words = term
    .split(/\s+/)
    .map((word) => Array.from(word).map(comparable).join(''))
    .filter((word) => word.length >= 2);
  for (const word of words) {
    let from = haystack.indexOf(word);
    while (from >= 0) {
      const start = kept[from]!.at;
      const end = kept[from + word.length - 1]!.at;
      for (let at = start; at <= end; at += 1) marked[at] = true;
      from = haystack.indexOf(word, from + word.length);
    }
  }
  const parts: { text: string; marked: boolean }[] = [];
  chars.forEach((char, at) => {
    const last = parts.at(-1);
    if (last && last.marked === marked[at]) last.text += char;
    else parts.push({ text: char, marked: marked[at]! });
  });
  return parts;
}
