import { describe, expect, it } from 'vitest';
import { movedOrder } from './move-order';

describe('movedOrder', () => {
  it('swaps an id with its neighbour and says where it landed', () => {
    expect(movedOrder([4, 7, 9], 7, -1)).toEqual({ ids: [7, 4, 9], position: 0 });
    expect(movedOrder([4, 7, 9], 7, 1)).toEqual({ ids: [4, 9, 7], position: 2 });
  });

  it('answers nothing past either end or for an id not listed', () => {
    expect(movedOrder([4, 7], 4, -1)).toBeUndefined();
    expect(movedOrder([4, 7], 7, 1)).toBeUndefined();
    expect(movedOrder([4, 7], 5, 1)).toBeUndefined();
  });
});
