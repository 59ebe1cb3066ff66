import { describe, expect, test } from 'vitest';

import { readJsonObject, textOf } from './json-body.server';

function request(body: string, contentType = 'application/json') {
  return new Request('http://shop.test/x', { method: 'POST', headers: { 'Content-Type': contentType }, body });
}

describe('readJsonObject', () => {
  test('reads a posted JSON object', async () => {
    expect(await readJsonObject(request('{"FullName":"Leila"}'))).toEqual({ FullName: 'Leila' });
    expect(await readJsonObject(request('{}', 'application/json; charset=utf-8'))).toEqual({});
  });

  test('refuses other content types, unreadable JSON and anything but an object', async () => {
    expect(await readJsonObject(request('FullName=Leila', 'application/x-www-form-urlencoded'))).toBeNull();
    expect(await readJsonObject(request('{"FullName":"Leila"}', 'text/plain'))).toBeNull();
    expect(await readJsonObject(request('{not json'))).toBeNull();
    expect(await readJsonObject(request('[1,2]'))).toBeNull();
    expect(await readJsonObject(request('null'))).toBeNull();
    expect(await readJsonObject(request('"text"'))).toBeNull();
  });
});

describe('textOf', () => {
  test('gives strings as they are and numbers written out; anything else is empty', () => {
    const body = { a: ' x ', b: 12, c: null, d: { nested: true }, e: Number.NaN, f: ['x'] };
    expect(textOf(body, 'a')).toBe(' x ');
    expect(textOf(body, 'b')).toBe('12');
    expect(textOf(body, 'c')).toBe('');
    expect(textOf(body, 'd')).toBe('');
    expect(textOf(body, 'e')).toBe('');
    expect(textOf(body, 'f')).toBe('');
    expect(textOf(body, 'missing')).toBe('');
  });
});
