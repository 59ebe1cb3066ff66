import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';

import { NewsletterForm } from './newsletter-form';

describe("the footer's newsletter form", () => {
  test("comes from the server with its button off: the browser must not post it before the page's scripts take over", () => {
    const Stub = createRoutesStub([{ path: '/en/about', Component: NewsletterForm }]);
    const html = renderToString(<Stub initialEntries={['/en/about']} />);

    expect(html).toMatch(/<form [^>]*action="\/api\/newsletter"/);
    expect(html).toMatch(/<button type="submit" disabled=""/);
  });
});
