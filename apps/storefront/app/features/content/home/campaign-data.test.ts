import { MAX_ID } from '@shop/contract';
import { describe, expect, it } from 'vitest';

import { bodyParagraphs, parseCampaignId, toCampaign } from './campaign-data';

describe('parseCampaignId', () => {
  it('reads a positive whole number', () => {
    expect(parseCampaignId('1')).toBe(1);
    expect(parseCampaignId('42')).toBe(42);
    expect(parseCampaignId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('rejects anything else', () => {
    for (const segment of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', ' 1', '0x10', String(MAX_ID + 1)]) {
      expect(parseCampaignId(segment), segment).toBeUndefined();
    }
  });
});

describe('bodyParagraphs', () => {
  it('splits plain text on blank lines', () => {
    expect(bodyParagraphs('First part.\n\nSecond  part,\nsame paragraph.')).toEqual([
      'First part.',
      'Second part,\nsame paragraph.',
    ]);
  });

  it('turns HTML into text, never markup', () => {
    expect(
      bodyParagraphs(
        '<p>Fresh <strong>oil</strong> &amp; za&#8217;atar</p><p>Line<br/>break</p><script>alert(1)</script>',
      ),
    ).toEqual(['Fresh oil & za’atar', 'Line\nbreak']);
  });

  it('leaves unknown entities and stray brackets readable', () => {
    expect(bodyParagraphs('5 &lt; 6 &bogus; &#0;')).toEqual(['5 < 6 &bogus; &#0;']);
  });

  it('has no paragraphs for an empty body', () => {
    expect(bodyParagraphs(null)).toEqual([]);
    expect(bodyParagraphs('  <p> </p> ')).toEqual([]);
  });
});

describe('toCampaign', () => {
  it('maps a campaign row', () => {
    expect(
      toCampaign({
        CampaignId: 3,
        MainTitle: ' Olive Harvest Festival ',
        DiscountTitle: null,
        Body: 'Every autumn.',
        CoverPictureUrl: 'campaigns/olive-harvest.svg',
      }),
    ).toEqual({
      id: 3,
      mainTitle: 'Olive Harvest Festival',
      discountTitle: '',
      paragraphs: ['Every autumn.'],
      coverUrl: '/media/campaigns/olive-harvest.svg',
    });
  });
});
