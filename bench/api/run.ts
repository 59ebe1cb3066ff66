// `npm run bench:api`: autocannon against the back-office's catalogue and cart calls and the
// storefront's server rendering, on PGlite and PostgreSQL with 10,000 and 100,000 products. Every
// figure is printed beside a plain Fastify hello-world measured in the same run, the ceiling of
// this (shared, noisy) machine. Settings: BENCH_DRIVERS=pglite,postgres BENCH_SIZES=10000,100000
// BENCH_DURATION_S=10 BENCH_CONNECTIONS=50; BENCH_ONLY=<regular expression> measures only the scenarios it
// matches (beside the hello-world); BENCH_PREPARED_DATABASE_URL reuses a PostgreSQL database prepared before
// (at the size of BENCH_SIZES) instead of making one; BENCH_UNCACHED=1 turns the back-office's catalogue cache off.
import { SORT_VALUES } from '@shop/contract';
import autocannon from 'autocannon';

import { AR_NOUNS, AR_PLACES, EN_MATERIALS, EN_NOUNS } from '../../apps/backoffice/src/seed/generate-catalog';
import { type Driver, postgresAvailable, prepareDatabase } from './prepare-database';
import { type RunningServer, freePort, peakMemoryDuring, startServer } from './servers';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const WANTED_DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as Driver[];
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '', 'i');

const DYNAMIC = '/api/v1/dynamic/dataoperation';
const COMMON = '/api/v1/common';
const JSON_HEADERS = { 'content-type': 'application/json', Token: '', UserID: '' };

interface Scenario {
  name: string;
  /** Which server answers it. */
  target: 'hello' | 'backoffice' | 'storefront';
  path: string;
  /** A POST body, or a function making a fresh one per request (random product ids). */
  body?: object | (() => object);
  /** A GET's Cookie header, made fresh per request (a different shopper each time). */
  cookie?: () => string;
}

interface Measured {
  scenario: Scenario;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const body = (requestParameters: object) => ({ requestParameters });
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const SEARCH_WORDS = [...EN_NOUNS, ...EN_MATERIALS, ...AR_NOUNS, ...AR_PLACES];
const LETTERS = { latin: 'abcdefghijklmnopqrstuvwxyz', arabic: 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي' };

/** The word as a shopper in a hurry types it: one letter inside replaced by another of its script. */
function misspell(word: string): string {
  const letters = /[a-z]/i.test(word) ? LETTERS.latin : LETTERS.arabic;
  const at = 1 + Math.floor(Math.random() * Math.max(word.length - 2, 1));
  return word.slice(0, at) + pick([...letters]) + word.slice(at + 1);
}

/**
 * A signed-in shopper's cookies, one of 1,000 shoppers: a session of the storefront's shape (catalogue
 * pages only say that a session exists; the back-office's catalogue answers do not read it) and,
 * for a third of them, a chosen currency.
 */
const shopperCookie = () => {
  const shopper = 1 + Math.floor(Math.random() * 1000);
  const session = `shop_session=${shopper}.${`bench${shopper}`.padEnd(32, 'x')}`;
  return shopper % 3 === 0 ? `${session}; currency=EUR` : session;
};

/** What the search box holds a moment into typing: the first 2 to 5 letters of a word. */
const typing = (word: string) => word.slice(0, 2 + Math.floor(Math.random() * 4));

function scenarios(productCount: number, cartLines: object[], parentCategoryId: number): Scenario[] {
  const randomProduct = () => 1 + Math.floor(Math.random() * productCount);
  const list = (extra: object) => body({ PageNo: 1, PageSize: 9, OrderByColumnName: '', ...extra });
  return [
    { name: 'hello-world (ceiling)', target: 'hello', path: '/' },
    {
      name: 'bo get-all-products, no filter',
      target: 'backoffice',
      path: `${DYNAMIC}/get-all-products`,
      body: list({}),
    },
    {
      name: 'bo get-all-products, filtered',
      target: 'backoffice',
      path: `${DYNAMIC}/get-all-products`,
      body: list({
        CategoryID: String(parentCategoryId),
        MinPrice: 100,
        MaxPrice: 200,
        OrderByColumnName: 'Price ASC',
      }),
    },
    {
      name: 'bo get-all-products, search en',
      target: 'backoffice',
      path: `${DYNAMIC}/get-all-products`,
      body: list({ SearchTerm: 'olive wood' }),
    },
    {
      name: 'bo get-all-products, search ar',
      target: 'backoffice',
      path: `${DYNAMIC}/get-all-products`,
      body: list({ SearchTerm: 'نابلس' }),
    },
    // The back-office keeps answers for CATALOG_CACHE_SECONDS; these ask something new almost every
    // time, so they measure the database queries rather than the cache.
    {
      name: 'bo filtered, varied (uncached)',
      target: 'backoffice',
      path: `${DYNAMIC}/get-all-products`,
      body: () => {
        const min = Math.floor(Math.random() * 400);
        return list({
          CategoryID: String(parentCategoryId),
          MinPrice: min,
          MaxPrice: min + 50 + Math.floor(Math.random() * 200),
          OrderByColumnName: pick(SORT_VALUES),
          PageNo: 1 + Math.floor(Math.random() * 5),
        });
      },
    },
    {
      name: 'bo search, varied (uncached)',
      target: 'backoffice',
      path: `${DYNAMIC}/get-all-products`,
      body: () =>
        list({
          SearchTerm: pick(SEARCH_WORDS),
          OrderByColumnName: pick(SORT_VALUES),
          PageNo: 1 + Math.floor(Math.random() * 5),
        }),
    },
    {
      name: 'bo search, misspelt (uncached)',
      target: 'backoffice',
      path: `${DYNAMIC}/get-all-products`,
      body: () => list({ SearchTerm: misspell(pick(SEARCH_WORDS)) }),
    },
    {
      // Kept like the catalogue's answers: shoppers type the same first letters (BENCH_UNCACHED=1 measures without).
      name: 'bo suggestions, typing',
      target: 'backoffice',
      path: `${DYNAMIC}/get-search-suggestions`,
      body: () => body({ SearchTerm: typing(pick(SEARCH_WORDS)) }),
    },
    {
      name: 'bo did-you-mean, misspelt (uncached)',
      target: 'backoffice',
      path: `${DYNAMIC}/get-search-correction`,
      body: () => body({ SearchTerm: misspell(pick(SEARCH_WORDS)) }),
    },
    {
      name: 'bo get-product_detail',
      target: 'backoffice',
      path: `${DYNAMIC}/get-product_detail`,
      body: () => body({ ProductId: randomProduct() }),
    },
    {
      name: 'bo cart pricing, 5 lines',
      target: 'backoffice',
      path: `${COMMON}/get-customer-cart-items/cart-data`,
      body: body({ cartJsonData: cartLines }),
    },
    { name: 'sf home /en/', target: 'storefront', path: '/en/' },
    {
      name: 'sf product list, filtered',
      target: 'storefront',
      path: `/en/all-products/${parentCategoryId}/bench?MinPrice=100&MaxPrice=200&OrderByColumnName=Price+ASC`,
    },
    {
      name: 'sf product detail',
      target: 'storefront',
      path: `/en/product-detail/${Math.ceil(productCount / 2)}/shop/x`,
    },
    { name: 'sf home /en/, signed in', target: 'storefront', path: '/en/', cookie: shopperCookie },
    {
      name: 'sf product detail, signed in',
      target: 'storefront',
      path: `/en/product-detail/${Math.ceil(productCount / 2)}/shop/x`,
      cookie: shopperCookie,
    },
  ];
}

/** autocannon's options for a scenario: GET, or POST with a fixed or a fresh body per request. */
function requestOptions(scenario: Scenario): Partial<autocannon.Options> {
  const { body: payload, cookie } = scenario;
  if (payload === undefined && cookie) {
    return {
      method: 'GET',
      requests: [{ setupRequest: (request) => ({ ...request, headers: { cookie: cookie() } }) }],
    };
  }
  if (payload === undefined) return { method: 'GET' };
  if (typeof payload !== 'function') return { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(payload) };
  return {
    method: 'POST',
    headers: JSON_HEADERS,
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(payload()) }) }],
  };
}

async function measure(scenario: Scenario, baseUrl: string): Promise<Measured> {
  const url = `${baseUrl}${scenario.path}`;
  // A short warm-up first, so caches and the JIT are in the state of a running shop.
  await autocannon({ url, connections: 4, amount: 50, ...requestOptions(scenario) });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...requestOptions(scenario) });
  return {
    scenario,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function call(backoffice: string, path: string, requestParameters: object) {
  const response = await fetch(`${backoffice}${path}`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ requestParameters }),
  });
  const envelope = (await response.json()) as { data: string };
  return JSON.parse(envelope.data) as Record<string, unknown>[];
}

/** Five products a cart can hold without choosing options, and a parent category with children. */
async function fixtures(backoffice: string): Promise<{ cartLines: object[]; parentCategoryId: number }> {
  const cartLines: object[] = [];
  for (let page = 1; cartLines.length < 5 && page < 20; page += 1) {
    const rows = await call(backoffice, `${DYNAMIC}/get-all-products`, { PageNo: page, PageSize: 50 });
    for (const row of rows) {
      if (cartLines.length >= 5) break;
      const line = { ProductId: row.ProductId, Quantity: 1, productSelectedAttributes: [] };
      const [priced] = await call(backoffice, `${COMMON}/get-customer-cart-items/cart-data`, {
        cartJsonData: [line],
      });
      const lines = (priced?.productsData ?? []) as { LineStatus?: string }[];
      if (lines[0]?.LineStatus === 'ok') cartLines.push(line);
    }
  }
  const categories = await call(backoffice, `${DYNAMIC}/get-categories-list`, { PageNo: 1, PageSize: 100 });
  const parent = categories.find((category) =>
    categories.some((child) => child.ParentCategoryID === category.CategoryID),
  );
  return { cartLines, parentCategoryId: Number(parent?.CategoryID ?? 0) };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

function report(title: string, results: Measured[], memory: { backoffice: number; storefront: number }) {
  const ceiling = results.find((result) => result.scenario.target === 'hello')!;
  console.log(`\n## ${title}  (${CONNECTIONS} connections, ${DURATION_S} s each)`);
  console.log(
    [
      'scenario'.padEnd(34),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
      'req/s vs ceiling'.padStart(17),
      'p99 vs ceiling'.padStart(15),
    ].join(' '),
  );
  for (const result of results) {
    console.log(
      [
        result.scenario.name.padEnd(34),
        fixed(result.rps).padStart(8),
        fixed(result.p50).padStart(8),
        fixed(result.p99).padStart(8),
        String(result.errors).padStart(7),
        `${fixed((result.rps / ceiling.rps) * 100, 1)} %`.padStart(17),
        `${fixed(result.p99 / Math.max(ceiling.p99, 1), 1)}x`.padStart(15),
      ].join(' '),
    );
  }
  console.log(
    `peak resident memory under load: back-office ${fixed(memory.backoffice)} MB, storefront ${fixed(memory.storefront)} MB`,
  );
}

async function benchOne(driver: Driver, products: number): Promise<void> {
  const started = Date.now();
  const database = await prepareDatabase(driver, products);
  console.log(`\nprepared ${driver} with ${products} products in ${fixed((Date.now() - started) / 1000, 1)} s`);
  const servers: RunningServer[] = [];
  try {
    const [helloPort, backofficePort, storefrontPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const hello = await startServer('hello', 'bench/api/hello-world.mjs', helloPort, { PORT: String(helloPort) });
    servers.push(hello);
    const backoffice = await startServer(
      'backoffice',
      'apps/backoffice/dist/main.js',
      backofficePort,
      {
        ...database.env,
        BACKOFFICE_PORT: String(backofficePort),
        SEED_DEMO: 'false',
        ...(process.env.BENCH_UNCACHED ? { CATALOG_CACHE_SECONDS: '0' } : {}),
      },
      '/health',
    );
    servers.push(backoffice);
    const storefront = await startServer('storefront', 'apps/storefront/server.js', storefrontPort, {
      PORT: String(storefrontPort),
      HOST: '127.0.0.1',
      BACKOFFICE_URL: backoffice.url,
    });
    servers.push(storefront);

    const { cartLines, parentCategoryId } = await fixtures(backoffice.url);
    const urls = { hello: hello.url, backoffice: backoffice.url, storefront: storefront.url };
    const [results, [backofficeMb, storefrontMb]] = await peakMemoryDuring(
      [backoffice.pid, storefront.pid],
      async () => {
        const measured: Measured[] = [];
        for (const scenario of scenarios(products, cartLines, parentCategoryId)) {
          if (scenario.target !== 'hello' && !ONLY.test(scenario.name)) continue;
          measured.push(await measure(scenario, urls[scenario.target]));
        }
        return measured;
      },
    );
    report(`${driver}, ${products.toLocaleString('en')} products`, results, {
      backoffice: backofficeMb!,
      storefront: storefrontMb!,
    });
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database.dispose();
  }
}

const drivers: Driver[] = [];
for (const driver of WANTED_DRIVERS) {
  if (driver === 'postgres' && !(await postgresAvailable())) {
    console.log('PostgreSQL is not reachable: measuring PGlite only (set BENCH_DATABASE_URL).');
    continue;
  }
  drivers.push(driver);
}
console.log(
  `# API benchmark on ${drivers.join(' and ')}, ${SIZES.map((size) => size.toLocaleString('en')).join(' and ')} products`,
);
for (const driver of drivers) {
  for (const size of SIZES) await benchOne(driver, size);
}
