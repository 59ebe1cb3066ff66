import { Fragment, type ReactNode } from 'react';

/**
 * A label with `{name}` placeholders filled by elements rather than text, e.g. each value in its
 * own <bdi>, so a date like 16-11-2026 or an English name keeps its order inside an Arabic sentence.
 */
export function fillLabelParts(text: string, values: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{key !== undefined && key in values ? values[key] : part}</Fragment>;
  });
}
