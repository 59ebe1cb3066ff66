// Prepares the database of the reliability suite's browser tests (e2e/playwright.reliability.config.ts)
// before the built back-office opens it: the demo shop, with some products' names, descriptions and
// meta texts in both languages replaced by script payloads, as a careless or malicious seller would
// write them. The payloads come from the browser tests' corpus, the products chosen are written back.
//   tsx prepare-hostile-shop.ts <payloads.json> <products.json>   (DATA_DIR names the shop's folder)
import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { connectDatabase } from '../../src/db/connect';
import { queryRows } from '../../src/db/database';
import { productTranslations } from '../../src/db/schema';
import { seedDemoShop } from '../../src/seed/seed';

interface Payload {
  id: string;
  text: string;
}

const [payloadsFile, productsFile] = process.argv.slice(2);
if (!payloadsFile || !productsFile) throw new Error('usage: prepare-hostile-shop.ts <payloads.json> <products.json>');
const payloads = JSON.parse(await fs.readFile(payloadsFile, 'utf8')) as Payload[];

const config = loadConfig();
const database = await connectDatabase(config);
try {
  await seedDemoShop(database.db, config);
  // Products anyone can open and buy: published, in stock, newest first (so the home page lists them too).
  const products = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id FROM products WHERE stock_quantity > 0 ORDER BY id DESC LIMIT ${payloads.length}`,
  );
  if (products.length < payloads.length)
    throw new Error(`only ${products.length} products for ${payloads.length} payloads`);
  const chosen = payloads.map((payload, index) => ({ productId: products[index]!.id, payloadId: payload.id }));
  for (const [index, payload] of payloads.entries()) {
    await database.db
      .update(productTranslations)
      .set({
        name: `Hostile ${payload.id} ${payload.text}`,
        shortDescription: payload.text,
        fullDescription: `<p>Description of ${payload.id}</p>${payload.text}`,
        metaTitle: payload.text,
        metaDescription: payload.text,
        metaKeywords: payload.text,
      })
      .where(eq(productTranslations.productId, chosen[index]!.productId));
  }
  await fs.writeFile(productsFile, JSON.stringify(chosen));
} finally {
  await database.close();
}
