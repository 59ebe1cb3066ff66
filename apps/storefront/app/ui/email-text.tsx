import { Fragment } from 'react';

/**
 * An e-mail address shown left to right inside any page, that wraps (when it must) after its "@"
 * or before a dot, never in the middle of "example.com".
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <bdi dir="ltr">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
