import { createContext, useContext } from 'react';

/**
 * This answer's Content-Security-Policy nonce, given by entry.server.tsx to the components that write
 * an inline script; undefined in the browser, which hides a nonce from the page once it has read it.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * A small script that runs where the parser meets it, before the page's first paint and long before
 * the page's JavaScript: for what the first paint must already know from the browser (its storage).
 * React never runs it again; in the browser its nonce is hidden, so the difference is not a mismatch.
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = useContext(NonceContext);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
