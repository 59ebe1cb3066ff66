// The demo shop: everything `seed.ts` writes into a fresh database.
import type { SeedShop } from '../seed-types';
import * as content from './content';
import { countries } from './geo';
import { arabicLabels } from './labels';
import { productsA } from './products-a';
import { productsB } from './products-b';
import * as taxonomy from './taxonomy';

export const demoShop: SeedShop = {
  ...taxonomy,
  ...content,
  countries,
  arabicLabels,
  products: [...productsA, ...productsB],
};
