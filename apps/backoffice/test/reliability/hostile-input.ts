// fast-check arbitraries for what a hostile or broken client may send the back-office: wrong
// types, huge and strange strings, deep nesting, prototype keys, impossible quantities, Unicode.
import fc from 'fast-check';

/** Texts that have broken servers before. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'olive\u0000oil',
  '\ud800',
  'a\udfffb',
  '\u202eevil',
  '\ufeff',
  'زيت زيتون',
  '🇵🇸🫒',
  'e\u0301\u0301\u0301',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE orders; --',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1',
  '0x1F',
  ' 5 ',
  '5.5',
  '-0',
  '[]',
  '{}',
  'null',
  'true',
  '__proto__',
  'constructor',
  '{"__proto__":{"isAdmin":true}}',
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  -999,
  1.5,
  -0.5,
  0.1,
  1e-7,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
];

/** A value nested `depth` levels deep in arrays or objects. */
function nested(depth: number, inObjects: boolean, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = inObjects ? { a: value } : [value];
  return value;
}

/** A string of any Unicode, lone surrogates included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });

/** One huge string: past every field limit, sometimes near the body limit. */
const hugeText = fc
  .tuple(fc.constantFrom('x', 'ا', '🫒', '<', '\\'), fc.constantFrom(1_000, 20_000, 200_000))
  .map(([unit, times]) => unit.repeat(times));

/** A cart line as the storefront sends it, with impossible ids, quantities and options. */
const cartLine = fc.record(
  {
    ProductId: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(...NASTY_NUMBERS), anyText),
    Quantity: fc.oneof(
      fc.constantFrom(-5, -1, 0, 0.5, 1.5, 1, 2, 99, 1e9, 2 ** 53, '2', '1.5', '-1', null),
      fc.double({ noNaN: true }),
    ),
    productSelectedAttributes: fc.oneof(
      fc.constant([]),
      fc.array(
        fc.record({
          ProductAttributeID: fc.oneof(fc.integer(), anyText),
          PrimaryKeyValue: fc.oneof(fc.integer(), anyText),
        }),
        { maxLength: 3 },
      ),
      anyText,
    ),
  },
  { requiredKeys: [] },
);

/** A cart as JSON text, as a list, or as something that only looks like one. */
const cart = fc.oneof(
  fc.array(cartLine, { maxLength: 4 }).map((lines) => JSON.stringify(lines)),
  fc.array(cartLine, { maxLength: 4 }),
  // The last one holds a number past what a double can hold.
  fc.constantFrom('[', '[{"ProductId":1,"Quantity":1', '"[]"', '[{"ProductId":1,"Quantity":1e400}]'),
);

const leaf = fc.oneof(
  fc.constantFrom(null, true, false, undefined),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(...NASTY_TEXTS),
  anyText,
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** Any value a field may receive. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: cart },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 2, max: 3_000 }), fc.boolean(), leaf)
      .map(([depth, inObjects, value]) => nested(depth, inObjects, value)),
  },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...NASTY_TEXTS, 'a', 'b'), leaf, { maxKeys: 4 }) },
);

/** `JSON.stringify` that keeps `__proto__` and `constructor` as the own keys a client can send. */
function withPrototypeKeys(json: string, extras: Record<string, unknown>): string {
  const entries = Object.entries(extras).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
  if (entries.length === 0) return json;
  return json === '{}' ? `{${entries.join(',')}}` : `{${entries.join(',')},${json.slice(1)}`;
}

/** Prototype pollution attempts, added to an object as its own keys. */
const prototypeKeys = fc.dictionary(
  fc.constantFrom('__proto__', 'constructor', 'prototype'),
  fc.oneof(leaf, fc.constant({ polluted: true }), fc.constant({ prototype: { polluted: true } })),
  { maxKeys: 2 },
);

/** A valid call with one to three of its fields replaced by hostile values (or left out). */
function spoiled(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const names = Object.keys(valid);
  return fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: Math.min(3, names.length) }),
      fc.array(fc.oneof({ weight: 5, arbitrary: hostileValue }, fc.constant(undefined)), {
        minLength: 3,
        maxLength: 3,
      }),
      prototypeKeys,
    )
    .map(([replaced, values, extras]) => {
      const parameters: Record<string, unknown> = { ...valid };
      replaced.forEach((name, index) => (parameters[name] = values[index]));
      return `{"requestParameters":${withPrototypeKeys(JSON.stringify(parameters), extras)}}`;
    });
}

/**
 * The body of a call to an endpoint whose parameters are named `fields`, as JSON text; `valid`,
 * when given, is a valid call to spoil, so hostile values get past the first check.
 */
export function hostileBody(fields: readonly string[], valid?: Record<string, unknown>): fc.Arbitrary<string> {
  const known = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('UserID');
  const parameters = fc
    .tuple(
      fc.dictionary(fc.oneof({ weight: 4, arbitrary: known }, anyText), hostileValue, { maxKeys: 12 }),
      prototypeKeys,
    )
    .map(([values, extras]) => withPrototypeKeys(JSON.stringify(values), extras));
  return fc.oneof(
    { weight: valid ? 8 : 0, arbitrary: valid ? spoiled(valid) : fc.constant('{}') },
    { weight: valid ? 3 : 6, arbitrary: parameters.map((json) => `{"requestParameters":${json}}`) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify({ requestParameters: value }) ?? '') },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? '') },
    {
      weight: 1,
      arbitrary: fc.oneof(
        anyText,
        fc.constantFrom('', '{', '{"requestParameters":', 'null', '"text"', '{"requestParameters":{"a":1}}garbage'),
        fc.integer({ min: 1_000, max: 300_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
        fc
          .integer({ min: 1_000, max: 100_000 })
          .map((depth) => `${'{"requestParameters":'.repeat(depth)}1${'}'.repeat(depth)}`),
      ),
    },
  );
}

/** Headers a caller may send: the session, user id, idempotency key, language and forwarded address. */
export function hostileHeaders(sessions: { token: string; userId: number }[]): fc.Arbitrary<Record<string, string>> {
  const session = fc.constantFrom(...sessions);
  const headerText = fc.oneof(
    fc.constantFrom('', ' ', 'null', 'undefined', '0', '-1', 'x'.repeat(5_000), 'a'.repeat(43)),
    fc.string({ maxLength: 60 }),
  );
  return fc
    .record(
      {
        signedIn: fc.boolean(),
        session,
        token: headerText,
        userId: fc.oneof(headerText, fc.integer().map(String)),
        claimsOther: fc.boolean(),
        idempotencyKey: fc.oneof(fc.constant(''), headerText, fc.uuid()),
        language: fc.oneof(fc.constantFrom('en', 'ar', 'ar-PS,ar;q=0.9', 'xx', '*'), headerText),
        contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'x/y'),
        address: fc.oneof(fc.ipV4(), fc.ipV6(), headerText),
      },
      { requiredKeys: ['signedIn', 'session', 'contentType', 'address'] },
    )
    .map((drawn) => {
      const headers: Record<string, string> = { 'content-type': drawn.contentType, 'x-forwarded-for': drawn.address };
      if (drawn.signedIn) {
        headers.token = drawn.session.token;
        headers.userid = drawn.claimsOther ? String(drawn.session.userId + 1) : String(drawn.session.userId);
      } else {
        if (drawn.token !== undefined) headers.token = drawn.token;
        if (drawn.userId !== undefined) headers.userid = drawn.userId;
      }
      if (drawn.idempotencyKey) headers['idempotency-key'] = drawn.idempotencyKey;
      if (drawn.language !== undefined) headers['accept-language'] = drawn.language;
      return headers;
    });
}

/** Text that only a leaked stack trace or raw exception would put in an answer. */
export const STACK_TRACE =
  /\n\s+at |\bat [\w$.<>]+ \(|node:internal|\.[cm]?[jt]sx?:\d+:\d+|\b(?:TypeError|ReferenceError|RangeError|SyntaxError)\b|Maximum call stack/;
