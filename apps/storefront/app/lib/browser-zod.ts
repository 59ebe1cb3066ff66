import { z } from 'zod';

// zod for the modules the browser parses with (answer schemas, loaded on demand, so zod stays out of
// the pages' first-load JS). zod compiles its parsers with `new Function` when it may, and finds out
// by trying: under the shop's Content-Security-Policy (no 'unsafe-eval') every try is a reported
// violation. So in the browser it parses without compiling (a global setting, which covers the
// contract's schemas too: it is set before this module's importers can parse). The server keeps its
// compiled parsers. ESLint sends every non-server import of zod here.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
