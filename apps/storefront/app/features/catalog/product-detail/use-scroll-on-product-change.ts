import { Timing } from '@shop/contract';
import { useEffect, useRef } from 'react';

/**
 * The spec scrolls the product page to the top 500 ms after it loads. The first page load starts
 * at the top already, so this only acts when the shopper moves from one product to another
 * in the browser (a related product, say), and never delays showing anything.
 */
export function useScrollToTopOnProductChange(productId: number): void {
  const shownId = useRef(productId);
  useEffect(() => {
    if (shownId.current === productId) return;
    shownId.current = productId;
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), Timing.productScroll);
    return () => window.clearTimeout(timer);
  }, [productId]);
}
