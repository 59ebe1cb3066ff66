import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * `shouldRevalidate` of the login and sign-up screens. After a successful submission their own
 * loader would see the new session and send the shopper home before the page has kept the user
 * in the browser; the page goes on by itself instead. Other routes (the root's `signedIn`) still
 * reload as usual.
 */
export function revalidateUnlessSignedIn({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const signedIn =
    typeof actionResult === 'object' && actionResult !== null && 'ok' in actionResult && actionResult.ok === true;
  return signedIn ? false : defaultShouldRevalidate;
}
