import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  jsonList,
  jsonText,
  jsonTextOrValue,
  optionalText,
  wireBool,
  wireChoiceId,
  wireId,
  wireIdList,
  wireMoney,
} from './wire';

const issuesOf = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues ?? [];

describe('wire numbers', () => {
  const Params = z.object({ ProductId: wireId() });

  it('accept numbers and numeric strings and output numbers', () => {
    expect(Params.parse({ ProductId: 12 })).toEqual({ ProductId: 12 });
    expect(Params.parse({ ProductId: ' 12 ' })).toEqual({ ProductId: 12 });
  });

  it('refuse a non-numeric string with an issue naming the field', () => {
    const result = Params.safeParse({ ProductId: '12abc' });
    expect(result.success).toBe(false);
    expect(issuesOf(result)[0]?.path).toEqual(['ProductId']);
  });

  it('refuse ids below 1, fractions, missing values and objects', () => {
    for (const ProductId of [0, -1, '0', 1.5, '', undefined, {}, [], null, true]) {
      expect(Params.safeParse({ ProductId }).success).toBe(false);
    }
  });

  it('allow -999 only where "not chosen" is allowed, and default to it', () => {
    const Choice = z.object({ CityId: wireChoiceId() });
    expect(Choice.parse({})).toEqual({ CityId: -999 });
    expect(Choice.parse({ CityId: '-999' })).toEqual({ CityId: -999 });
    expect(Choice.parse({ CityId: '' })).toEqual({ CityId: -999 });
    expect(Choice.parse({ CityId: '4' })).toEqual({ CityId: 4 });
    expect(Choice.safeParse({ CityId: 0 }).success).toBe(false);
    expect(Choice.safeParse({ CityId: -5 }).success).toBe(false);
    expect(z.object({ Id: wireId() }).safeParse({ Id: -999 }).success).toBe(false);
  });

  it('keep money to 2 decimals', () => {
    expect(wireMoney().parse('19.99')).toBe(19.99);
    expect(wireMoney().parse(0.07)).toBe(0.07);
    expect(wireMoney().safeParse(1.005).success).toBe(false);
    expect(wireMoney().safeParse(-1).success).toBe(false);
  });

  it('read SQL bits as flags', () => {
    expect([1, 0, '1', '0', 'true', 'false', true, false].map((bit) => wireBool().parse(bit))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(wireBool().safeParse(2).success).toBe(false);
  });
});

describe('optionalText', () => {
  const Note = z.object({ Note: optionalText('Note', 5) });
  it("trims, turns null and missing into '' and numbers into text", () => {
    expect(Note.parse({})).toEqual({ Note: '' });
    expect(Note.parse({ Note: null })).toEqual({ Note: '' });
    expect(Note.parse({ Note: '  hi  ' })).toEqual({ Note: 'hi' });
    expect(Note.parse({ Note: 12345 })).toEqual({ Note: '12345' });
  });
  it('gives the field-check message past the limit', () => {
    const result = Note.safeParse({ Note: '123456' });
    expect(issuesOf(result)[0]).toMatchObject({ path: ['Note'], message: 'Note max length should be 5 characters' });
  });
});

describe('wireIdList', () => {
  const Filter = z.object({ SizeID: wireIdList() });
  it('parses comma-joined ids', () => {
    expect(Filter.parse({ SizeID: '3,7,12' })).toEqual({ SizeID: [3, 7, 12] });
    expect(Filter.parse({ SizeID: ' 3, 7 ,' })).toEqual({ SizeID: [3, 7] });
    expect(Filter.parse({ SizeID: 5 })).toEqual({ SizeID: [5] });
  });
  it('reads empty, missing and 0 as no filter', () => {
    expect(Filter.parse({ SizeID: '' })).toEqual({ SizeID: [] });
    expect(Filter.parse({})).toEqual({ SizeID: [] });
    expect(Filter.parse({ SizeID: null })).toEqual({ SizeID: [] });
    expect(Filter.parse({ SizeID: '0' })).toEqual({ SizeID: [] });
  });
  it('refuses anything but digits and commas', () => {
    for (const SizeID of ['1;2', '1,a', '-1', '1.5', "1' OR 1=1"]) {
      const result = Filter.safeParse({ SizeID });
      expect(result.success).toBe(false);
      expect(issuesOf(result)[0]?.path).toEqual(['SizeID']);
    }
  });
  it('refuses more than 100 ids', () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(Filter.safeParse({ SizeID: ids }).success).toBe(false);
  });
});

describe('JSON text', () => {
  const Labels = z.object({ labels: jsonText(z.array(z.object({ id: z.string() }))) });

  it('parses and checks the text', () => {
    expect(Labels.parse({ labels: '[{"id":"a","extra":1}]' })).toEqual({ labels: [{ id: 'a' }] });
  });

  it('turns invalid JSON into an issue, never a throw', () => {
    const result = Labels.safeParse({ labels: '[{"id":' });
    expect(result.success).toBe(false);
    expect(issuesOf(result)[0]).toMatchObject({ path: ['labels'], message: 'Expected JSON text' });
  });

  it('names the inner field of a wrong value', () => {
    const result = Labels.safeParse({ labels: '[{"id":5}]' });
    expect(issuesOf(result)[0]?.path).toEqual(['labels', 0, 'id']);
  });

  it('refuses a value that is not text', () => {
    expect(Labels.safeParse({ labels: [{ id: 'a' }] }).success).toBe(false);
  });

  it('reads a null or empty list as []', () => {
    const list = jsonList(z.object({ AttachmentURL: z.string() }));
    expect(list.parse(null)).toEqual([]);
    expect(list.parse('')).toEqual([]);
    expect(list.parse('[{"AttachmentURL":"/a.jpg"}]')).toEqual([{ AttachmentURL: '/a.jpg' }]);
    expect(list.safeParse('{"AttachmentURL":"/a.jpg"}').success).toBe(false);
  });

  it('accepts text or the value itself where both are allowed', () => {
    const lines = jsonTextOrValue(z.array(z.object({ n: z.number() })));
    expect(lines.parse('[{"n":1}]')).toEqual([{ n: 1 }]);
    expect(lines.parse([{ n: 1 }])).toEqual([{ n: 1 }]);
    expect(lines.safeParse('nope').success).toBe(false);
  });

  it('drops __proto__ keys instead of polluting prototypes', () => {
    const parsed = Labels.parse({ labels: '[{"id":"a","__proto__":{"polluted":true}}]' });
    expect(Object.keys(parsed.labels[0] ?? {})).toEqual(['id']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed.labels[0])).toBe(Object.prototype);
  });
});
