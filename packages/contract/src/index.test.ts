import { describe, expect, it } from 'vitest';
import * as contract from './index';

// The package entry must expose every public piece, and loading it must not trip over import cycles.
describe('package entry', () => {
  it.each([
    'PaymentMethod',
    'OrderStatus',
    'ScreenEntity',
    'FieldLimit',
    'Messages',
    'ResponseMsg',
    'truncate',
    'maxQuantityFor',
    'checkField',
    'FormRules',
    'validateForm',
    'validateFormAll',
    'passwordsMatch',
    'isCommonPassword',
    'newPasswordText',
    'jsonText',
    'ResponseMsgRow',
    'ProductListRow',
    'CartJsonData',
    'PlaceOrderParams',
    'LocalizationRow',
    'endpoints',
    'endpointPath',
    'downloadPath',
    'downloadFileName',
    'attachmentHeader',
    'Envelope',
    'createBackofficeClient',
    'firstIssueMessage',
  ])('exports %s', (name) => {
    expect(contract).toHaveProperty(name);
    expect((contract as Record<string, unknown>)[name]).toBeDefined();
  });
});
