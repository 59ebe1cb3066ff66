import { z } from 'zod';

// zod compiles its parsers with `new Function` when it may, and finds out by trying: under the
// shop's Content-Security-Policy (no 'unsafe-eval') every try is a reported violation. In the
// browser it parses without compiling; the server keeps its compiled parsers. Imported first by
// root.tsx, so it is set before any other module can parse.
if (typeof document !== 'undefined') z.config({ jitless: true });
