import type { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { onShopChange } from './shop-changes.server';

describe('onShopChange', () => {
  it('passes the admin’s saves to this bundle’s caches, and not a product’s stock moving', () => {
    const heard: string[] = [];
    onShopChange((scope) => heard.push(scope));
    const bus = (globalThis as unknown as Record<symbol, EventEmitter>)[Symbol.for('palestine-shop.shop-changes')]!;
    bus.emit('change', 'stock', 12);
    bus.emit('change', 'labels');
    bus.emit('change', 'all');
    expect(heard).toEqual(['labels', 'all']);
  });
});
