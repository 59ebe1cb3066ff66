import { markedParts } from './marked-parts';

/** A name with the typed words marked (<mark>), as search suggestions show it. */
export function MarkedText({ text, term }: { text: string; term: string }) {
  return (
    <>
      {markedParts(text, term).map((part, index) =>
        part.marked ? (
          <mark key={index} className="bg-transparent font-semibold text-olive-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
