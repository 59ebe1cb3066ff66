-- Issue 19 (item 8): a payment method's logo and name can differ per language, as banners' texts do:
-- the Arabic ones in "localized" ({ "2": { "PaymentMethodName": ..., "ImageUrl": ... } }).
ALTER TABLE "payment_method_logos" ADD COLUMN "localized" jsonb DEFAULT '{}'::jsonb NOT NULL;
