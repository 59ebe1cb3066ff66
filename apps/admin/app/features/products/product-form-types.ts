import type { UseFormReturn } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

/** The product form, as its sections receive it. */
export type ProductForm = UseFormReturn<ProductFormValues>;
