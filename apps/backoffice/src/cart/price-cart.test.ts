import { describe, expect, it } from 'vitest';
import { AttributeKind, AttributeValueType } from '@shop/contract';
import type { CartCatalog, CartChoiceRecord, CartProductRecord, CartVariantRecord } from './cart-repository';
import { priceCart } from './price-cart';

const product = (overrides: Partial<CartProductRecord> = {}): CartProductRecord => ({
  id: 1,
  name: 'Olive oil',
  price: 2000,
  discounted_price: 0,
  effective_price: 2000,
  stock_quantity: 50,
  order_maximum_quantity: 0,
  shipping_charges: 300,
  is_shipping_free: false,
  is_digital: false,
  images_json: '[]',
  ...overrides,
});

const choice = (overrides: Partial<CartChoiceRecord>): CartChoiceRecord => ({
  product_id: 1,
  attribute_id: 3,
  attribute_name: 'Bottle size',
  value_key: 1,
  display_value: '500 ml',
  value_type: AttributeValueType.FixedValue,
  additional_price: 0,
  is_required: false,
  ...overrides,
});

const catalog = (
  products: CartProductRecord[],
  choices: CartChoiceRecord[] = [],
  variants: CartVariantRecord[] = [],
): CartCatalog => ({
  products: new Map(products.map((p) => [p.id, p])),
  choices,
  variants,
});
const usd = { code: 'USD', rate: 1 } as const;
const line = (ProductId: number, Quantity: number, selected: [number, number][] = []) => ({
  ProductId,
  Quantity,
  productSelectedAttributes: selected.map(([ProductAttributeID, PrimaryKeyValue]) => ({
    ProductAttributeID,
    PrimaryKeyValue,
  })),
});

describe('priceCart', () => {
  it('prices a plain line: unit × quantity + shipping', () => {
    const cart = priceCart([line(1, 3)], catalog([product()]), usd);
    expect(cart.lines[0]).toMatchObject({ status: 'ok', unitPrice: 2000, lineTotal: 6300, unitDiscounted: 0 });
    expect(cart).toMatchObject({ subtotal: 6000, shipping: 300, total: 6300 });
  });

  it('uses the discounted price and adds options to both prices', () => {
    const offered = [
      choice({ attribute_id: 3, value_key: 2, additional_price: 500 }),
      choice({ attribute_id: 4, value_key: 1, value_type: AttributeValueType.Percentage, additional_price: 2500 }),
    ];
    const cart = priceCart(
      [
        line(1, 2, [
          [3, 2],
          [4, 1],
        ]),
      ],
      catalog([product({ discounted_price: 1600, effective_price: 1600 })], offered),
      usd,
    );
    // 25% of the price paid (1600) is 400; the fixed option adds 500.
    expect(cart.lines[0]).toMatchObject({ unitOriginal: 2900, unitDiscounted: 2500, unitPrice: 2500, lineTotal: 5300 });
  });

  it('gives free shipping nothing to add, and converts every unit to the answer currency', () => {
    const cart = priceCart([line(1, 3)], catalog([product({ is_shipping_free: true })]), { code: 'EUR', rate: 0.92 });
    expect(cart.lines[0]).toMatchObject({ unitPrice: 1840, shipping: 0, lineTotal: 5520 });
    expect(cart.subtotalUsd).toBe(6000);
  });

  it('flags what cannot be bought and leaves it out of the totals', () => {
    const offered = [
      choice({ attribute_id: AttributeKind.Size, value_key: 7, is_required: true }),
      choice({ product_id: 2, attribute_id: 3, value_key: 1 }),
    ];
    const cart = priceCart(
      [
        line(99, 1),
        line(1, 1),
        line(1, 1, [[AttributeKind.Size, 8]]),
        line(1, 11, [[AttributeKind.Size, 7]]),
        line(3, 1),
        line(4, 6),
        line(2, 1, [
          [3, 1],
          [3, 1],
        ]),
      ],
      catalog(
        [product(), product({ id: 2 }), product({ id: 3, stock_quantity: 0 }), product({ id: 4, stock_quantity: 5 })],
        offered,
      ),
      usd,
    );
    expect(cart.lines.map((l) => l.status)).toEqual([
      'not-found',
      'options-required',
      'invalid-options',
      'quantity-exceeded',
      'out-of-stock',
      'insufficient-stock',
      'invalid-options',
    ]);
    expect(cart.lines[5]!.availableQuantity).toBe(5);
    expect(cart.total).toBe(0);
  });

  it('caps at the product maximum when it has one', () => {
    const cart = priceCart([line(1, 4)], catalog([product({ order_maximum_quantity: 3 })]), usd);
    expect(cart.lines[0]).toMatchObject({ status: 'quantity-exceeded', availableQuantity: 3 });
  });

  it('caps and checks stock on the sum of a product’s lines, whatever their options', () => {
    const offered = [choice({ attribute_id: 3, value_key: 1 }), choice({ attribute_id: 3, value_key: 2 })];
    const capped = catalog(
      [product({ order_maximum_quantity: 10, stock_quantity: 100 }), product({ id: 2, stock_quantity: 7 })],
      offered,
    );
    // Three lines of 10 under a cap of 10: each line alone is within it, together they are not.
    const overCap = priceCart([line(1, 10), line(1, 10, [[3, 1]]), line(1, 10, [[3, 2]]), line(2, 1)], capped, usd);
    expect(overCap.lines.map((l) => l.status)).toEqual([
      'quantity-exceeded',
      'quantity-exceeded',
      'quantity-exceeded',
      'ok',
    ]);
    expect(overCap.lines[0]!.availableQuantity).toBe(10);
    expect(overCap.subtotal).toBe(2000);

    const atCap = priceCart([line(1, 4), line(1, 6, [[3, 1]])], capped, usd);
    expect(atCap.lines.map((l) => l.status)).toEqual(['ok', 'ok']);

    const overStock = priceCart([line(2, 4), line(2, 4)], capped, usd);
    expect(overStock.lines.map((l) => l.status)).toEqual(['insufficient-stock', 'insufficient-stock']);
    expect(overStock.lines[0]!.availableQuantity).toBe(7);
  });

  it('says whether some line sells below its price', () => {
    const shop = catalog([product(), product({ id: 2, discounted_price: 1500, effective_price: 1500 })]);
    expect(priceCart([line(1, 1)], shop, usd).hasDiscountedLines).toBe(false);
    expect(priceCart([line(1, 1), line(2, 1)], shop, usd).hasDiscountedLines).toBe(true);
    expect(priceCart([line(99, 1)], shop, usd).hasDiscountedLines).toBe(false);
  });

  it('describes colour, size and other options', () => {
    const offered = [
      choice({ attribute_id: AttributeKind.Color, value_key: 5, display_value: 'Red' }),
      choice({ attribute_id: AttributeKind.Size, value_key: 2, display_value: 'M' }),
      choice({ attribute_id: 3, value_key: 1, attribute_name: 'Gift wrap', display_value: 'Yes' }),
    ];
    const cart = priceCart(
      [
        line(1, 1, [
          [1, 5],
          [2, 2],
          [3, 1],
        ]),
      ],
      catalog([product()], offered),
      usd,
    );
    expect(cart.lines[0]).toMatchObject({ colorName: 'Red', sizeShortName: 'M', variantCombination: 'Gift wrap: Yes' });
    expect(priceCart([line(1, 1)], catalog([product()]), usd).lines[0]!.variantCombination).toBeNull();
  });
});

describe('priceCart with variants', () => {
  const RED = 5;
  const BLUE = 6;
  const SMALL = 2;
  const LARGE = 3;
  const offered = [
    choice({ attribute_id: AttributeKind.Color, value_key: RED, display_value: 'Red', additional_price: 700 }),
    choice({ attribute_id: AttributeKind.Color, value_key: BLUE, display_value: 'Blue' }),
    choice({ attribute_id: AttributeKind.Size, value_key: SMALL, display_value: 'S' }),
    choice({ attribute_id: AttributeKind.Size, value_key: LARGE, display_value: 'L', additional_price: 900 }),
    choice({ attribute_id: 3, value_key: 1, attribute_name: 'Gift wrap', display_value: 'Yes', additional_price: 250 }),
  ];
  const variant = (overrides: Partial<CartVariantRecord>): CartVariantRecord => ({
    id: 10,
    product_id: 1,
    color_id: RED,
    size_id: SMALL,
    price_adjustment: 0,
    stock_quantity: 3,
    ...overrides,
  });
  const variants = [
    variant({ id: 10, color_id: RED, size_id: SMALL, price_adjustment: 100, stock_quantity: 3 }),
    variant({ id: 11, color_id: RED, size_id: LARGE, price_adjustment: -300, stock_quantity: 0 }),
    variant({ id: 12, color_id: BLUE, size_id: SMALL, price_adjustment: 0, stock_quantity: 5 }),
  ];
  // 12 in stock in all: the product's total is its variants' sum, give or take what an order is taking.
  const shop = catalog(
    [product({ stock_quantity: 8, discounted_price: 1600, effective_price: 1600 })],
    offered,
    variants,
  );
  const choose = (color: number, size: number, quantity = 1, extra: [number, number][] = []) =>
    line(1, quantity, [[AttributeKind.Color, color], [AttributeKind.Size, size], ...extra]);

  it("prices a line at the product's prices plus its variant's adjustment, instead of its colour's and size's", () => {
    const cart = priceCart([choose(RED, SMALL, 2, [[3, 1]])], shop, usd);
    // The variant adds 100 (not Red's 700); the gift wrap still adds its 250.
    expect(cart.lines[0]).toMatchObject({
      status: 'ok',
      variantId: 10,
      unitOriginal: 2350,
      unitDiscounted: 1950,
      unitPrice: 1950,
      colorName: 'Red',
      sizeShortName: 'S',
      variantCombination: 'Gift wrap: Yes',
    });
    expect(cart.subtotal).toBe(3900);
    expect(cart.subtotalUsd).toBe(3900);
  });

  it("sells a variant's stock: none left, no such variant, or fewer than asked is refused", () => {
    // One cart per line: together they would pass the product's cap of 10.
    const alone = (cartLine: ReturnType<typeof choose>) => priceCart([cartLine], shop, usd).lines[0]!;
    expect(
      [choose(RED, LARGE), choose(BLUE, LARGE), choose(RED, SMALL, 4), choose(BLUE, SMALL, 5)]
        .map(alone)
        .map((l) => [l.status, l.availableQuantity, l.variantId]),
    ).toEqual([
      ['out-of-stock', 0, 11],
      ['out-of-stock', 0, null],
      ['insufficient-stock', 3, 10],
      ['ok', 5, 12],
    ]);
  });

  it("adds up a variant's lines against its stock, and a product's lines against its cap", () => {
    expect(priceCart([choose(RED, SMALL, 2), choose(RED, SMALL, 2)], shop, usd).lines.map((l) => l.status)).toEqual([
      'insufficient-stock',
      'insufficient-stock',
    ]);
    // Other variants of the product each have their own stock.
    expect(priceCart([choose(RED, SMALL, 3), choose(BLUE, SMALL, 4)], shop, usd).lines.map((l) => l.status)).toEqual([
      'ok',
      'ok',
    ]);
    const capped = catalog([product({ stock_quantity: 8, order_maximum_quantity: 4 })], offered, variants);
    expect(priceCart([choose(RED, SMALL, 2), choose(BLUE, SMALL, 3)], capped, usd).lines.map((l) => l.status)).toEqual([
      'quantity-exceeded',
      'quantity-exceeded',
    ]);
  });

  it("never sells more than the product's total, and nothing once it is 0", () => {
    const low = catalog([product({ stock_quantity: 2 })], offered, variants);
    expect(priceCart([choose(BLUE, SMALL, 3)], low, usd).lines[0]).toMatchObject({
      status: 'insufficient-stock',
      availableQuantity: 2,
    });
    const none = catalog([product({ stock_quantity: 0 })], offered, variants);
    expect(priceCart([choose(BLUE, SMALL, 1)], none, usd).lines[0]!.status).toBe('out-of-stock');
  });

  it('asks for the options again when the line chose values the product does not offer', () => {
    const cart = priceCart([line(1, 1, [[AttributeKind.Color, 99]]), choose(RED, SMALL, 1, [[3, 7]])], shop, usd);
    expect(cart.lines.map((l) => l.status)).toEqual(['invalid-options', 'invalid-options']);
  });

  it('a product with a single variant of neither colour nor size sells from it', () => {
    const single = catalog(
      [product({ stock_quantity: 4 })],
      [],
      [variant({ color_id: null, size_id: null, stock_quantity: 4, price_adjustment: 50 })],
    );
    expect(priceCart([line(1, 4)], single, usd).lines[0]).toMatchObject({
      status: 'ok',
      variantId: 10,
      unitPrice: 2050,
    });
    expect(priceCart([line(1, 5)], single, usd).lines[0]!.status).toBe('insufficient-stock');
  });
});
